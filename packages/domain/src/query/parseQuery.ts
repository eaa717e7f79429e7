import { parse } from 'qs-esm';

import { QS_LIMITS } from './qsOptions.js';
import type { QueryParams, QueryValue } from './types.js';

const LITERALS: Record<string, QueryValue> = { true: true, false: false, null: null };

function toValue(value: unknown): QueryValue {
  if (Array.isArray(value)) return value.map(toValue);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toValue(item)]));
  }
  const text = String(value);
  if (Object.hasOwn(LITERALS, text)) return LITERALS[text];
  const number = Number(text);
  // Only a number's own spelling becomes a number, so ids and codes such as '007', '1.50' or a 20-digit id
  // keep their exact text.
  return Number.isFinite(number) && String(number) === text ? number : text;
}

/**
 * Reads a query string into values. The leading '?' is optional. Bracket keys build arrays and objects
 * (`a[]=1&a[]=2`, `a[0][b]=1`, `filter[status]=new`, `order[createdAt]=desc`), and a repeated key builds an
 * array. Every value is then turned into a real value where it spells one: 'true' and 'false' into booleans,
 * 'null' into null, and a number written the way JavaScript writes it ('12', '-1.5', '1e+21') into that number;
 * other texts ('007', '1.50', '', 'abc') stay strings. Keys naming Object.prototype members ('toString',
 * '__proto__') are dropped; at most 1000 parameters and 20 levels of brackets are read.
 *
 * @param search - the query string, with or without '?'
 * @example
 * parseQuery('?page=2&filter[status]=new&ids[]=1&ids[]=2&paid=false') // { page: 2, filter: { status: 'new' }, ids: [1, 2], paid: false }
 * parseQuery('code=007&note=null') // { code: '007', note: null }
 */
export function parseQuery(search: string): QueryParams {
  const parsed = parse(search, { ...QS_LIMITS, ignoreQueryPrefix: true });
  return Object.fromEntries(Object.entries(parsed).map(([key, value]) => [key, toValue(value)]));
}
