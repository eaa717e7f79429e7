import type { Order } from '../types/order.js';

/**
 * Whether an order is a canteen order. The spec's rule decides: an order without a userProfile (null or absent)
 * is a canteen order. The cloudcanteen / residentialcanteen references do not decide on their own, so a
 * personal order that happens to name a canteen is still treated as a personal order.
 * @example isCanteenOrder({ ...order, userProfile: null }) // true
 * @example isCanteenOrder({ ...order, userProfile: { firstName: 'Ada' } }) // false
 */
export function isCanteenOrder(order: Pick<Order, 'userProfile'>): boolean {
  return order.userProfile == null;
}
