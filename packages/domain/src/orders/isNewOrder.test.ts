import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { isNewOrder } from './isNewOrder.js';

type Input = Parameters<typeof isNewOrder>[0];
const customer = { firstName: 'Ada' };
const sub = (overrides: Partial<Order>): Input => ({
  status: 'approved',
  userProfile: null,
  canteenSuborderForCutoff: '2024-05-01 10:00:00',
  isConfirmed: false,
  ...overrides,
});

describe('isNewOrder', () => {
  it.each<[string, Input, boolean]>([
    ['a new personal order', { status: 'new', userProfile: customer }, true],
    ['an approved personal order', { status: 'approved', userProfile: customer }, false],
    ['an unconfirmed canteen sub-order', sub({}), true],
    ['an unconfirmed sub-order with confirmation unknown', sub({ isConfirmed: undefined }), true],
    ['a confirmed canteen sub-order', sub({ isConfirmed: true }), false],
    ['a confirmed sub-order still in status new', sub({ status: 'new', isConfirmed: true }), true],
    ['a cancelled sub-order', sub({ status: 'cancelled' }), false],
    ['a sub-order cancelled after approval', sub({ status: 'cancelled-after-approval' }), false],
    ['an unpaid sub-order', sub({ status: 'init-payment' }), false],
    ['a canteen order that is not a sub-order', sub({ canteenSuborderForCutoff: null }), false],
    ['a canteen order with an empty cutoff', sub({ canteenSuborderForCutoff: '' }), false],
    ['a personal order naming a cutoff', sub({ userProfile: customer }), false],
  ])('%s gives %j', (_label, order, expected) => {
    expect(isNewOrder(order)).toBe(expected);
  });
});
