import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { receiptTotal } from './receiptTotal.js';

type Input = Pick<Order, 'priceSumItems' | 'priceDelivery' | 'deliveryJob'>;

describe('receiptTotal', () => {
  it.each<[string, Input, number]>([
    [
      'no delivery job: items plus delivery',
      { priceSumItems: 4500, priceDelivery: 500, deliveryJob: null },
      5000,
    ],
    [
      'restaurant-managed job: items plus delivery',
      {
        priceSumItems: 4500,
        priceDelivery: 500,
        deliveryJob: { id: 1, primaryDeliveryMethod: 'restaurant_managed' },
      },
      5000,
    ],
    [
      'a courier job: items only',
      { priceSumItems: 4500, priceDelivery: 500, deliveryJob: { id: 1, primaryDeliveryMethod: 'wolt' } },
      4500,
    ],
    ['no delivery price', { priceSumItems: 12.1, deliveryJob: null }, 12.1],
    ['decimal prices without drift', { priceSumItems: 10.1, priceDelivery: 0.2, deliveryJob: null }, 10.3],
    ['nothing priced', {}, 0],
  ])('%s', (_label, order, expected) => {
    expect(receiptTotal(order)).toBe(expected);
  });
});
