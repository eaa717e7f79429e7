import { describe, expect, it } from 'vitest';

import { decodeOrder } from './decodeOrder.js';
import { buildOrderDto } from './orders.fixtures.js';

describe('decodeOrder', () => {
  it('reads a whole order as GET /orders/{id} would', () => {
    const order = decodeOrder(buildOrderDto({ id: '100777', status: 'approved' }));
    expect(order).toMatchObject({ id: '100777', identifier: 'ORD-100777', status: 'approved' });
  });

  it.each([
    ['an id only', { id: '100777' }],
    ['an unknown status', buildOrderDto({ status: 'teleported' })],
    ['a number', 42],
    ['null', null],
    ['a string', 'new-order'],
    // superstruct throws a TypeError printing this value into its message
    ['a field that cannot be printed', { ...buildOrderDto(), identifier: { toString: '' } }],
  ])('gives null for %s', (_name, value) => {
    expect(decodeOrder(value)).toBeNull();
  });

  it('does not change the value it reads', () => {
    const dto = buildOrderDto();
    const before = structuredClone(dto);
    decodeOrder(dto);
    expect(dto).toEqual(before);
  });
});
