import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';

describe('isCanteenOrder', () => {
  it.each<[string, Pick<Order, 'userProfile' | 'cloudcanteen'>, boolean]>([
    ['no userProfile key', {}, true],
    ['a null userProfile', { userProfile: null }, true],
    ['a customer', { userProfile: { firstName: 'Ada', lastName: 'Lovelace' } }, false],
    ['an empty profile object', { userProfile: {} }, false],
    [
      'a customer ordering through a canteen',
      { userProfile: { firstName: 'Ada' }, cloudcanteen: { identifier: 'cc' } },
      false,
    ],
  ])('decides %s', (_label, order, expected) => {
    expect(isCanteenOrder(order)).toBe(expected);
  });
});
