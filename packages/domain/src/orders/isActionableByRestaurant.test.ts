import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '../types/order.js';
import { isActionableByRestaurant } from './isActionableByRestaurant.js';

describe('isActionableByRestaurant', () => {
  it.each<[OrderStatus, boolean | undefined, boolean]>([
    ['new', true, true],
    ['approved', true, true],
    ['new', false, false],
    ['approved', undefined, false],
    ['cancelled', true, false],
    ['cancelled-after-approval', true, false],
    ['init-payment', true, false],
  ])('status %s, isActiveForRestaurant %j gives %j', (status, isActiveForRestaurant, expected) => {
    expect(isActionableByRestaurant({ status, isActiveForRestaurant })).toBe(expected);
  });
});
