const TIME = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * Tells whether a text is a time of day written 'HH:mm' or 'HH:mm:ss' on the 24-hour clock, from 00:00 to
 * 23:59(:59). Both parts need two digits; '24:00', '9:00' and surrounding spaces are refused.
 *
 * @param text - the time text
 * @example
 * isValidTime('23:59:59') // true
 * isValidTime('24:00') // false
 */
export function isValidTime(text: string | null | undefined): boolean {
  return typeof text === 'string' && TIME.test(text);
}
