/**
 * Three-way merge of a form whose save was refused because the entity changed meanwhile (issue #19 item 5).
 *
 * - `base`: the values the form loaded (the entity as it was read);
 * - `mine`: the values in the form now (what the user typed);
 * - `theirs`: the values of the entity as the server holds it now.
 *
 * A field changed only on the server takes the server's value, a field changed only by the user keeps the user's
 * value, and a field changed on both sides to different values is a conflict: the merged values keep the user's
 * value there, and the conflict lists both for the user to choose. Values are compared by content (nested objects
 * and arrays too); plain objects, and arrays of the same length, are merged key by key, so two people changing
 * different keys of one nested object do not conflict. Paths are dotted, as a form names its fields
 * (`billingInfo.city`, `files.0.title`).
 */

/** One field changed on both sides to different values. */
export interface MergeConflictField {
  /** The dotted path of the field, as the form names it. */
  path: string;
  /** The value the form loaded. */
  base: unknown;
  /** The user's value (kept in the merged values until the user chooses). */
  mine: unknown;
  /** The server's current value. */
  theirs: unknown;
}

/** What {@link mergeConflict} answers. */
export interface MergeConflictResult<V> {
  /** Server-only changes merged in, the user's changes kept, the user's value where both sides changed. */
  merged: V;
  /** The fields changed on both sides, in the order of their keys. */
  conflicts: MergeConflictField[];
}

/** Options of {@link mergeConflict}. */
export interface MergeConflictOptions {
  /**
   * Paths compared whole, never merged key by key (a form field whose value is an object, e.g. an address
   * picker): a change on both sides is one conflict on that path.
   */
  units?: readonly string[];
}

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * Equality by content: primitives by `Object.is` (so `NaN` equals `NaN`), dates by time, arrays item by item and
 * plain objects key by key (a missing key equals `undefined`).
 * @example isSameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] }) // true
 */
export function isSameValue(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (left instanceof Date && right instanceof Date) return left.getTime() === right.getTime();
  if (Array.isArray(left) || Array.isArray(right)) {
    if (!Array.isArray(left) || !Array.isArray(right) || left.length !== right.length) return false;
    return left.every((item, index) => isSameValue(item, right[index]));
  }
  if (isPlainObject(left) && isPlainObject(right)) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    for (const key of keys) if (!isSameValue(left[key], right[key])) return false;
    return true;
  }
  return false;
}

function mergeable(base: unknown, mine: unknown, theirs: unknown): 'object' | 'array' | null {
  if (isPlainObject(mine) && isPlainObject(theirs) && (base === undefined || isPlainObject(base)))
    return 'object';
  if (
    Array.isArray(mine) &&
    Array.isArray(theirs) &&
    Array.isArray(base) &&
    mine.length === theirs.length &&
    base.length === mine.length
  )
    return 'array';
  return null;
}

function mergeAt(
  path: string,
  base: unknown,
  mine: unknown,
  theirs: unknown,
  units: ReadonlySet<string>,
  conflicts: MergeConflictField[],
): unknown {
  if (isSameValue(mine, theirs)) return mine;
  if (isSameValue(mine, base)) return theirs;
  if (isSameValue(theirs, base)) return mine;
  const kind = units.has(path) ? null : mergeable(base, mine, theirs);
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (kind === 'array') {
    const [b, m, t] = [base as unknown[], mine as unknown[], theirs as unknown[]];
    return m.map((item, index) => mergeAt(at(String(index)), b[index], item, t[index], units, conflicts));
  }
  if (kind === 'object') {
    const [b, m, t] = [(base ?? {}) as Plain, mine as Plain, theirs as Plain];
    const merged: Plain = {};
    const keys = new Set([...Object.keys(m), ...Object.keys(t), ...Object.keys(b)]);
    for (const key of keys) {
      const value = mergeAt(at(key), b[key], m[key], t[key], units, conflicts);
      // A key both sides dropped (or never had) stays out, as does one the merge resolves to nothing.
      if (value !== undefined || key in m) merged[key] = value;
    }
    return merged;
  }
  conflicts.push({ path, base, mine, theirs });
  return mine;
}

/**
 * Merges the user's values with the server's current values, from the values both started from.
 * @example
 * mergeConflict(
 *   { name: 'Tacos', code: 'T1', rate: 5 },
 *   { name: 'Tacos!', code: 'T1', rate: 7 },
 *   { name: 'Tacos', code: 'T2', rate: 6 },
 * )
 * // { merged: { name: 'Tacos!', code: 'T2', rate: 7 }, conflicts: [{ path: 'rate', base: 5, mine: 7, theirs: 6 }] }
 */
export function mergeConflict<V>(
  base: V,
  mine: V,
  theirs: V,
  options: MergeConflictOptions = {},
): MergeConflictResult<V> {
  const conflicts: MergeConflictField[] = [];
  const merged = mergeAt('', base, mine, theirs, new Set(options.units ?? []), conflicts) as V;
  return { merged, conflicts };
}
