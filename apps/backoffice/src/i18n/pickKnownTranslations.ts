/** A nested object of strings, as the translations endpoint answers. */
export interface TextTree {
  [key: string]: string | TextTree;
}

/**
 * The part of a remote translation tree that overrides the bundled dictionary: only keys the dictionary has, with
 * a string where it has a string and an object where it has an object. Unknown keys and mismatched shapes are
 * dropped, so a remote entry can change a text but never break the dictionary's shape.
 * @example pickKnownTranslations({ a: { b: 'x' } }, { a: { b: 'y', c: 'z' }, d: 'w' }) // { a: { b: 'y' } }
 */
export function pickKnownTranslations(base: object, remote: unknown): TextTree {
  const picked: TextTree = {};
  if (typeof remote !== 'object' || remote === null) return picked;
  for (const [key, value] of Object.entries(remote)) {
    if (!Object.hasOwn(base, key)) continue;
    const known: unknown = (base as Record<string, unknown>)[key];
    if (typeof known === 'string' && typeof value === 'string' && value.trim() !== '') picked[key] = value;
    else if (typeof known === 'object' && known !== null && typeof value === 'object' && value !== null) {
      const nested = pickKnownTranslations(known, value);
      if (Object.keys(nested).length > 0) picked[key] = nested;
    }
  }
  return picked;
}

/**
 * Lays remote texts over a dictionary, deeply: every key of the dictionary stays, the remote tree replaces only
 * the strings it names. (typesafe-i18n 5.27's `extendDictionary` merges one level only, so a remote `menu` object
 * would drop every bundled `menu` text it does not repeat.) Returns a new object; the inputs are not changed.
 * @example mergeTranslations({ a: { b: 'x', c: 'y' } }, { a: { b: 'z' } }) // { a: { b: 'z', c: 'y' } }
 */
export function mergeTranslations<T extends object>(base: T, remote: TextTree): T {
  return mergeTree(base, remote) as T;
}

function mergeTree(base: object, remote: TextTree): Record<string, unknown> {
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(remote)) {
    const known = result[key];
    result[key] =
      typeof value === 'object' && typeof known === 'object' && known !== null
        ? mergeTree(known, value)
        : value;
  }
  return result;
}
