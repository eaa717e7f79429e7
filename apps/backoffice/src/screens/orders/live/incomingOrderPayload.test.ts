import { buildOrderDto } from '@backoffice/api/testing';
import { describe, expect, it } from 'vitest';

import { toIncomingOrderPayload } from './incomingOrderPayload';

describe('toIncomingOrderPayload', () => {
  it('reads a whole order, as the platform sends it on new-order', () => {
    const payload = toIncomingOrderPayload(buildOrderDto({ id: '100777', status: 'new' }));
    expect(payload?.ids).toEqual([]);
    expect(payload?.orders.map((order) => [order.id, order.identifier])).toEqual([['100777', 'ORD-100777']]);
  });

  it('reads a whole order under `order`', () => {
    const payload = toIncomingOrderPayload({ type: 'new_order', order: buildOrderDto({ id: '5' }) });
    expect(payload?.orders.map((order) => order.id)).toEqual(['5']);
  });

  it.each([
    ['an id', { id: '100234' }, ['100234']],
    ['a numeric id', { id: 100234 }, ['100234']],
    ['an IRI', { id: '/api/v1/orders/100234' }, ['100234']],
    ['a partial order (fetched again)', { id: '7', status: 'new' }, ['7']],
    ['orderId', { orderId: '8' }, ['8']],
    ['order_id', { order_id: 9 }, ['9']],
    ['the service worker message', { type: 'new_order', order_ids: [1, '2', 2, ''] }, ['1', '2']],
    ['an order reference', { order: '/api/v1/orders/3' }, ['3']],
  ])('reads %s as ids to fetch', (_name, data, ids) => {
    expect(toIncomingOrderPayload(data)).toEqual({ orders: [], ids });
  });

  it.each([
    ['a string', 'new-order'],
    ['null', null],
    ['undefined', undefined],
    ['an array', [{ id: '1' }]],
    ['an object without an order', { type: 'new_order' }],
    ['an empty id', { id: '  ' }],
    ['an id of another kind', { id: { nested: true } }],
    ['a number that is not an id', { id: Number.NaN }],
  ])('gives null for %s', (_name, data) => {
    expect(toIncomingOrderPayload(data)).toBeNull();
  });
});
