/**
 * Tells whether a text does not start with a space. Any leading whitespace (a tab, a line break, a no-break
 * space) counts as a space. Empty text, null and undefined pass: whether a value is required is another rule.
 *
 * @param text - the field text
 * @example
 * hasNoLeadingSpace('Pizza Place') // true
 * hasNoLeadingSpace(' Pizza Place') // false
 */
export function hasNoLeadingSpace(text: string | null | undefined): boolean {
  return typeof text !== 'string' || !/^\s/.test(text);
}
