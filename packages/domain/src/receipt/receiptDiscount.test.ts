import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { receiptDiscount } from './receiptDiscount.js';

type Input = Pick<Order, 'priceCouponDiscount' | 'userDiscount' | 'firmDiscount'>;

describe('receiptDiscount', () => {
  it.each<[Input, number]>([
    [{ priceCouponDiscount: 500, userDiscount: 200, firmDiscount: 300 }, 1000],
    [{ priceCouponDiscount: 500, userDiscount: null, firmDiscount: undefined }, 500],
    [{}, 0],
    [{ priceCouponDiscount: 0.1, userDiscount: 0.2 }, 0.3],
    [{ priceCouponDiscount: Number.NaN, firmDiscount: 1.5 }, 1.5],
  ])('%j gives %d', (order, expected) => {
    expect(receiptDiscount(order)).toBe(expected);
  });
});
