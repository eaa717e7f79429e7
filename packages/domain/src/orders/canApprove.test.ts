import { describe, expect, it } from 'vitest';

import type { Order, OrderStatus } from '../types/order.js';
import { canApprove } from './canApprove.js';

const customer = { firstName: 'Ada' };

describe('canApprove', () => {
  it.each<[OrderStatus, boolean]>([
    ['new', true],
    ['cancelled', true],
    ['cancelled-after-approval', true],
    ['approved', false],
    ['init-payment', false],
  ])('status %s gives %j', (status, expected) => {
    expect(canApprove({ status, isDeliveryProcessed: true, userProfile: customer })).toBe(expected);
  });

  it.each<[string, Pick<Order, 'status' | 'isDeliveryProcessed' | 'userProfile'>]>([
    ['delivery not processed', { status: 'new', isDeliveryProcessed: false, userProfile: customer }],
    ['delivery processing unknown', { status: 'new', userProfile: customer }],
    ['a canteen order', { status: 'new', isDeliveryProcessed: true, userProfile: null }],
  ])('refuses %s', (_label, order) => {
    expect(canApprove(order)).toBe(false);
  });
});
