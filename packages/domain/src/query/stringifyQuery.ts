import { stringify } from 'qs-esm';

import type { QueryParams, QueryValue } from './types.js';

const isPlain = (value: QueryValue) => value === null || typeof value !== 'object';

// qs-esm writes an array in one form only. The `a[]` form cannot say where one object of an array ends and the
// next begins, so an array holding objects or arrays is written with indices (a[0][b]=1) instead.
function prepare(value: QueryValue): unknown {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (Array.isArray(value)) {
    const items = (value as readonly QueryValue[]).filter((item) => item !== undefined);
    if (items.every(isPlain)) return items.map(prepare);
    return Object.fromEntries(items.map((item, index) => [String(index), prepare(item)]));
  }
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, prepare(item)]));
  }
  return String(value);
}

/**
 * Writes parameters as a query string, without a leading '?'. Arrays of plain values take the bracket form
 * `a[]=1&a[]=2` (the spec's form, which the platform's list filters read); an array holding objects or arrays is
 * written with indices (`a[0][b]=1`), because the `a[]` form cannot keep its items apart. Objects use brackets
 * (`filter[status]=new`). `null` is written 'null', booleans 'true'/'false'; `undefined` values are dropped, and so
 * are empty arrays and objects (a query string cannot say "empty"). Brackets in keys stay readable; everything
 * else is percent-encoded.
 *
 * Round trip: `parseQuery(stringifyQuery(x))` equals `x` for parameters made of finite numbers (not -0), booleans,
 * null, strings that do not spell a number, boolean or null, non-empty arrays and non-empty objects whose keys are
 * not numbers, contain no brackets and are not Object.prototype member names.
 *
 * @param params - the parameters
 * @example
 * stringifyQuery({ page: 2, ids: [1, 2], filter: { status: 'new' }, q: undefined }) // 'page=2&ids[]=1&ids[]=2&filter[status]=new'
 * stringifyQuery({ note: null, paid: false }) // 'note=null&paid=false'
 */
export function stringifyQuery(params: QueryParams): string {
  return stringify(prepare(params), {
    arrayFormat: 'brackets',
    encoder: (text, defaultEncoder, type) => {
      const encoded = defaultEncoder(text);
      return type === 'key' ? encoded.replace(/%5B/gi, '[').replace(/%5D/gi, ']') : encoded;
    },
  });
}
