import { describe, expect, it } from 'vitest';

import { parseQuery } from './parseQuery.js';
import type { QueryParams } from './types.js';

describe('parseQuery', () => {
  it.each<[string, string, QueryParams]>([
    ['empty', '', {}],
    ['only a question mark', '?', {}],
    ['with the leading ?', '?a=1', { a: 1 }],
    ['without it', 'a=1', { a: 1 }],
    ['numbers', 'a=12&b=-1.5&c=0&d=1e%2B21', { a: 12, b: -1.5, c: 0, d: 1e21 }],
    ['booleans and null', 'a=true&b=false&c=null', { a: true, b: false, c: null }],
    [
      'texts that are not a number spelling',
      'a=007&b=1.50&c=%201&d=0x10&e=12345678901234567890',
      { a: '007', b: '1.50', c: ' 1', d: '0x10', e: '12345678901234567890' },
    ],
    ['case matters for literals', 'a=True&b=NULL', { a: 'True', b: 'NULL' }],
    ['Infinity and NaN stay texts', 'a=Infinity&b=NaN', { a: 'Infinity', b: 'NaN' }],
    ['empty value and bare key', 'a=&b', { a: '', b: '' }],
    ['bracket arrays', 'a[]=1&a[]=2', { a: [1, 2] }],
    ['encoded brackets', 'a%5B%5D=1&a%5B%5D=x', { a: [1, 'x'] }],
    ['repeated keys', 'a=1&a=true', { a: [1, true] }],
    ['indexed arrays', 'a[0]=x&a[1]=null', { a: ['x', null] }],
    ['filters', 'filter[status]=new&filter[company]=12', { filter: { status: 'new', company: 12 } }],
    ['order', 'order[createdAt]=desc', { order: { createdAt: 'desc' } }],
    [
      'dates in brackets',
      'requiredDeliveryTime[after]=2024-01-05&requiredDeliveryTime[before]=2024-01-06',
      { requiredDeliveryTime: { after: '2024-01-05', before: '2024-01-06' } },
    ],
    ['arrays of objects', 'a[0][b]=1&a[1][c]=false', { a: [{ b: 1 }, { c: false }] }],
    ['nested arrays', 'a[0][]=1&a[0][]=2&a[1][]=3', { a: [[1, 2], [3]] }],
    ['deep nesting', 'a[b][c][d][e][f][g]=1', { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } }],
    ['plus and percent encoding', 'q=caf%C3%A9+au+lait&r=a%26b%3Dc', { q: 'café au lait', r: 'a&b=c' }],
    ['prototype keys are dropped', 'toString=1&__proto__[x]=1&ok=1', { ok: 1 }],
    ['a value that names a prototype member stays a text', 'a=constructor', { a: 'constructor' }],
  ])('%s', (_label, search, expected) => {
    expect(parseQuery(search)).toEqual(expected);
  });

  it('keeps long bracket arrays as arrays', () => {
    const search = Array.from({ length: 30 }, (_, i) => `a[]=${i}`).join('&');
    expect(parseQuery(search)).toEqual({ a: Array.from({ length: 30 }, (_, i) => i) });
  });

  it('does not pollute Object.prototype', () => {
    parseQuery('__proto__[polluted]=1&constructor[prototype][polluted]=1');
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});
