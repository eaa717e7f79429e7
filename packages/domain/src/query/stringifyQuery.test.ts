import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { parseQuery } from './parseQuery.js';
import { stringifyQuery } from './stringifyQuery.js';
import type { QueryParams, QueryValue } from './types.js';

describe('stringifyQuery', () => {
  it.each<[string, QueryParams, string]>([
    ['empty', {}, ''],
    ['plain values, no leading ?', { page: 2, q: 'pizza' }, 'page=2&q=pizza'],
    ['booleans and null', { paid: false, ok: true, note: null }, 'paid=false&ok=true&note=null'],
    ['undefined dropped', { a: undefined, b: 1 }, 'b=1'],
    ['arrays in bracket form', { a: [1, 2] }, 'a[]=1&a[]=2'],
    ['undefined items dropped', { a: [1, undefined, 2] }, 'a[]=1&a[]=2'],
    ['null items', { a: [null, 'x'] }, 'a[]=null&a[]=x'],
    [
      'filters',
      { filter: { status: 'new' }, order: { createdAt: 'desc' } },
      'filter[status]=new&order[createdAt]=desc',
    ],
    [
      'arrays inside filters',
      { filter: { status: ['new', 'approved'] } },
      'filter[status][]=new&filter[status][]=approved',
    ],
    ['arrays of objects use indices', { a: [{ b: 1 }, { c: 2 }] }, 'a[0][b]=1&a[1][c]=2'],
    ['nested arrays use indices', { a: [[1, 2], [3]] }, 'a[0][]=1&a[0][]=2&a[1][]=3'],
    ['empty arrays and objects dropped', { a: [], b: {}, c: 1 }, 'c=1'],
    ['empty string kept', { a: '' }, 'a='],
    ['values encoded', { q: 'café & co=1' }, 'q=caf%C3%A9%20%26%20co%3D1'],
    ['keys encoded but brackets readable', { 'a b': { 'c&d': 1 } }, 'a%20b[c%26d]=1'],
    ['large and small numbers', { a: 1e21, b: 5e-324 }, 'a=1e%2B21&b=5e-324'],
  ])('%s', (_label, params, expected) => {
    expect(stringifyQuery(params)).toBe(expected);
  });

  it('does not change the parameters', () => {
    const params = { a: [{ b: null }], c: undefined };
    stringifyQuery(params);
    expect(params).toEqual({ a: [{ b: null }], c: undefined });
  });

  // The values that survive a trip through a query string (see the TSDoc of stringifyQuery).
  const key = fc.stringMatching(/^[A-Za-z_][\w.-]{0,7}$/).filter((name) => !(name in Object.prototype));
  const text = fc
    .string({ unit: 'grapheme', maxLength: 12 })
    .filter((s) => !['true', 'false', 'null'].includes(s) && String(Number(s)) !== s);
  const number = fc.oneof(
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
  );
  const { value } = fc.letrec<{ value: QueryValue }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      text,
      number,
      fc.boolean(),
      fc.constant(null),
      fc.array(tie('value'), { minLength: 1, maxLength: 4 }),
      fc.dictionary(key, tie('value'), { minKeys: 1, maxKeys: 4 }),
    ),
  }));

  it('is read back by parseQuery', () => {
    fc.assert(
      fc.property(fc.dictionary(key, value, { maxKeys: 5 }), (params) => {
        expect(parseQuery(stringifyQuery(params))).toEqual(params);
      }),
      { numRuns: 300 },
    );
  });
});
