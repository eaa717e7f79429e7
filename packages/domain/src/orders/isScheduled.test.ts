import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { isScheduled } from './isScheduled.js';

const customer = { firstName: 'Ada' };

describe('isScheduled', () => {
  it.each<[string, Pick<Order, 'preparationConfirmed' | 'isAsap' | 'userProfile'>, boolean]>([
    ['a pre-order', { preparationConfirmed: false, isAsap: false, userProfile: customer }, true],
    ['flags missing', { userProfile: customer }, true],
    ['an asap order', { preparationConfirmed: false, isAsap: true, userProfile: customer }, false],
    ['a confirmed order', { preparationConfirmed: true, isAsap: false, userProfile: customer }, false],
    ['a canteen order', { preparationConfirmed: false, isAsap: false, userProfile: null }, false],
  ])('%s gives %j', (_label, order, expected) => {
    expect(isScheduled(order)).toBe(expected);
  });
});
