/** A value a definition list shows as text (the view words booleans and null). */
export type DefinitionValue = string | number | boolean | null;

/**
 * Flattens JSON-like data (the platform's third-party data) into key/value rows for a definition list: nested
 * objects and arrays give dotted keys (`items.0.name`), an empty object or array gives its key with null, and a
 * bare value gives one row with the empty key. Keys keep the data's order; the input is not changed.
 * @example toDefinitionEntries({ price: { expected: 1200, got: 1100 }, paid: true })
 * // [['price.expected', 1200], ['price.got', 1100], ['paid', true]]
 */
export function toDefinitionEntries(data: unknown): Array<[key: string, value: DefinitionValue]> {
  const rows: Array<[string, DefinitionValue]> = [];
  const visit = (value: unknown, key: string, seen: ReadonlySet<object>) => {
    if (value === null || value === undefined) {
      rows.push([key, null]);
      return;
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      rows.push([key, value]);
      return;
    }
    if (typeof value !== 'object' || seen.has(value)) {
      rows.push([key, String(value)]);
      return;
    }
    const children = Object.entries(value);
    if (children.length === 0) {
      rows.push([key, null]);
      return;
    }
    const inside = new Set(seen).add(value);
    for (const [name, child] of children) visit(child, key === '' ? name : `${key}.${name}`, inside);
  };
  visit(data, '', new Set());
  return rows;
}
