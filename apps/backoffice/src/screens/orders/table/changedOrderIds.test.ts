import { describe, expect, it } from 'vitest';

import { changedOrderIds } from './changedOrderIds';

describe('changedOrderIds', () => {
  it('takes the order id of an orders event, numeric or text', () => {
    expect(changedOrderIds('orders', { id: '100001', status: 'approved' })).toEqual(['100001']);
    expect(changedOrderIds('orders', { id: 100002 })).toEqual(['100002']);
  });

  it('takes every order of a delivery job, whether ids, IRIs or objects', () => {
    expect(
      changedOrderIds('delivery-jobs', {
        id: 7,
        orders: ['100001', '/api/v1/orders/100002', { id: 100003 }],
      }),
    ).toEqual(['100001', '100002', '100003']);
  });

  it('finds nothing in a payload without ids or on another channel', () => {
    expect(changedOrderIds('orders', null)).toEqual([]);
    expect(changedOrderIds('orders', { status: 'new' })).toEqual([]);
    expect(changedOrderIds('delivery-jobs', { id: 7 })).toEqual([]);
    expect(changedOrderIds('delivery-jobs', { id: 7, orders: [null, ''] })).toEqual([]);
    expect(changedOrderIds('private-orders-1', { id: '100001' })).toEqual([]);
  });
});
