import { describe, expect, it } from 'vitest';

import { toDefinitionEntries } from './toDefinitionEntries';

describe('toDefinitionEntries', () => {
  it.each([
    [
      'a flat object',
      { code: 'W-12', total: 1200, paid: true },
      [
        ['code', 'W-12'],
        ['total', 1200],
        ['paid', true],
      ],
    ],
    [
      'nested objects, with dotted keys',
      { price: { expected: 1200, got: { net: 900, vat: 200 } } },
      [
        ['price.expected', 1200],
        ['price.got.net', 900],
        ['price.got.vat', 200],
      ],
    ],
    [
      'arrays, by index',
      { items: [{ name: 'Soup' }, 'bread'] },
      [
        ['items.0.name', 'Soup'],
        ['items.1', 'bread'],
      ],
    ],
    [
      'null and empty containers, as null',
      { note: null, extra: {}, lines: [] },
      [
        ['note', null],
        ['extra', null],
        ['lines', null],
      ],
    ],
    ['a bare value, under the empty key', 'differs', [['', 'differs']]],
    ['nothing', undefined, [['', null]]],
    [
      'zero and false, as themselves',
      { count: 0, ok: false },
      [
        ['count', 0],
        ['ok', false],
      ],
    ],
  ])('flattens %s', (_name, data, rows) => {
    expect(toDefinitionEntries(data)).toEqual(rows);
  });

  it('stops at a value that contains itself', () => {
    const loop: Record<string, unknown> = { name: 'loop' };
    loop.self = loop;
    expect(toDefinitionEntries(loop)).toEqual([
      ['name', 'loop'],
      ['self', '[object Object]'],
    ]);
  });

  it('does not change the data', () => {
    const data = { a: { b: [1, 2] } };
    const before = structuredClone(data);
    toDefinitionEntries(data);
    expect(data).toEqual(before);
  });
});
