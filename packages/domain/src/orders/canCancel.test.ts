import { describe, expect, it } from 'vitest';

import type { Order, OrderStatus } from '../types/order.js';
import { canCancel } from './canCancel.js';

const customer = { firstName: 'Ada' };

describe('canCancel', () => {
  it.each<[OrderStatus, boolean]>([
    ['new', true],
    ['approved', true],
    ['cancelled', false],
    ['cancelled-after-approval', false],
    ['init-payment', false],
  ])('status %s gives %j', (status, expected) => {
    expect(canCancel({ status, isDeliveryProcessed: true, userProfile: customer })).toBe(expected);
  });

  it.each<[string, Pick<Order, 'status' | 'isDeliveryProcessed' | 'userProfile'>]>([
    ['delivery not processed', { status: 'new', isDeliveryProcessed: false, userProfile: customer }],
    ['delivery processing unknown', { status: 'approved', userProfile: customer }],
    ['a canteen order', { status: 'new', isDeliveryProcessed: true, userProfile: null }],
  ])('refuses %s', (_label, order) => {
    expect(canCancel(order)).toBe(false);
  });
});
