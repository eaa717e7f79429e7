import { describe, expect, it } from 'vitest';

import { nextActiveOrderId } from './nextActiveOrderId.js';

const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

describe('nextActiveOrderId', () => {
  it.each<[string, { id: string }[], string, string | null | undefined, string | null]>([
    ['the active middle order: the next one', list, 'b', 'b', 'c'],
    ['the active first order: the next one', list, 'a', 'a', 'b'],
    ['the active last order: none (the spec has no fallback to the one before)', list, 'c', 'c', null],
    ['the only, active order: none', [{ id: 'a' }], 'a', 'a', null],
    ['a non-active order: the active stays', list, 'a', 'c', 'c'],
    ['any order with none active: none', list, 'a', null, null],
    ['any order with active undefined: none', list, 'a', undefined, null],
    ['an active order missing from the list: the first other', list, 'x', 'x', 'a'],
    ['an active order from an empty list: none', [], 'x', 'x', null],
  ])('removing %s', (_label, orders, removedId, activeId, expected) => {
    expect(nextActiveOrderId(orders, removedId, activeId)).toBe(expected);
  });

  it('does not change the list', () => {
    const orders = list.map((order) => ({ ...order }));
    nextActiveOrderId(orders, 'b', 'b');
    expect(orders).toEqual(list);
  });
});
