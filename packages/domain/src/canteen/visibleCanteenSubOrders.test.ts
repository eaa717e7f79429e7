import { describe, expect, it } from 'vitest';

import type { CanteenRule, Order } from '../types/order.js';
import { splitCanteenSubOrders } from './splitCanteenSubOrders.js';
import { visibleCanteenSubOrders } from './visibleCanteenSubOrders.js';

const rule = (cutoffTime: string): CanteenRule => ({ cutoffTime, limit: 999 });
const canteenOrder = (restaurant: Order['restaurant']): Order => ({
  id: '42',
  identifier: 'CC42',
  status: 'approved',
  createdAt: '2024-05-01T08:00:00Z',
  userProfile: null,
  meals: [{ id: 'm1', name: 'Soup', quantity: 3 }],
  canteenRules: [rule('2024-05-01 10:00:00'), rule('2024-05-01 11:00:00')],
  restaurant,
});

describe('visibleCanteenSubOrders', () => {
  it('splits per cutoff when the restaurant shows canteen sub-orders', () => {
    const order = canteenOrder({ id: 4, displayCanteenSubOrders: true });
    expect(visibleCanteenSubOrders(order).map((sub) => sub.id)).toEqual(['42-1', '42-2']);
    expect(visibleCanteenSubOrders(order)).toEqual(splitCanteenSubOrders(order));
  });

  it.each<[string, Order['restaurant']]>([
    ['has the setting off', { id: 4, displayCanteenSubOrders: false }],
    ['does not say', { id: 4 }],
    ['is known only by its IRI', '/api/v1/restaurants/4'],
    ['is unknown', null],
  ])('shows the order whole when the restaurant %s', (_name, restaurant) => {
    expect(visibleCanteenSubOrders(canteenOrder(restaurant))).toEqual([]);
  });

  it('does not change the order', () => {
    const order = canteenOrder({ id: 4, displayCanteenSubOrders: true });
    const copy = JSON.parse(JSON.stringify(order)) as Order;
    visibleCanteenSubOrders(order);
    expect(order).toEqual(copy);
  });
});
