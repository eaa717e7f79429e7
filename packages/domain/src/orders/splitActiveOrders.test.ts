import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { splitActiveOrders } from './splitActiveOrders.js';

type Listed = Parameters<typeof splitActiveOrders>[0][number] & { id: string };

const order = (id: string, overrides: Partial<Order> = {}): Listed => ({
  id,
  status: 'new',
  isActiveForRestaurant: true,
  preparationConfirmed: false,
  userProfile: { firstName: 'Anna', lastName: 'Kovács' },
  ...overrides,
});

const ids = (lists: ReturnType<typeof splitActiveOrders<Listed>>) => ({
  newOrders: lists.newOrders.map((o) => o.id),
  awaiting: lists.awaiting.map((o) => o.id),
});

describe('splitActiveOrders', () => {
  it('puts new orders and approved ones awaiting preparation in their lists, in order', () => {
    const lists = splitActiveOrders([
      order('a'),
      order('b', { status: 'approved' }),
      order('c'),
      order('d', { status: 'approved', preparationConfirmed: true }),
    ]);
    expect(ids(lists)).toEqual({ newOrders: ['a', 'c'], awaiting: ['b'] });
  });

  it.each([
    ['no longer active for the restaurant', { isActiveForRestaurant: false }],
    ['without the active flag', { isActiveForRestaurant: undefined }],
    ['cancelled', { status: 'cancelled' as const }],
    ['cancelled after approval', { status: 'cancelled-after-approval' as const }],
    ['awaiting payment', { status: 'init-payment' as const }],
  ])('leaves out an order %s', (_name, overrides) => {
    expect(
      ids(splitActiveOrders([order('x', overrides), order('y', { status: 'approved', ...overrides })])),
    ).toEqual({ newOrders: [], awaiting: [] });
  });

  it('keeps an unconfirmed canteen sub-order among the new ones while it is active', () => {
    const sub = order('42-1', {
      status: 'approved',
      userProfile: null,
      canteenSuborderForCutoff: '2024-05-01 10:00:00',
      isConfirmed: false,
    });
    expect(ids(splitActiveOrders([sub]))).toEqual({ newOrders: ['42-1'], awaiting: [] });
    expect(ids(splitActiveOrders([{ ...sub, isActiveForRestaurant: false }]))).toEqual({
      newOrders: [],
      awaiting: [],
    });
  });

  it('gives empty lists for no orders and does not change its input', () => {
    expect(ids(splitActiveOrders([]))).toEqual({ newOrders: [], awaiting: [] });
    const input = [order('a'), order('b', { isActiveForRestaurant: false })];
    const copy = JSON.parse(JSON.stringify(input)) as typeof input;
    splitActiveOrders(input);
    expect(input).toEqual(copy);
  });
});
