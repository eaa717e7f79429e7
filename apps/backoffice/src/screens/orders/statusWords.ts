/**
 * The translated word for a platform code (a delivery job or courier status), or the code itself when the
 * dictionary does not know it yet: a new platform status still shows, untranslated, instead of nothing.
 */
export function wordFor(words: Record<string, () => string>, code: string): string {
  const word = Object.hasOwn(words, code) ? words[code] : undefined;
  return word ? word() : code;
}
