import type { Order } from '../types/order.js';

/**
 * Whether the restaurant can still act on an order: status new or approved, and isActiveForRestaurant true
 * (a missing flag counts as not active).
 * @example isActionableByRestaurant({ ...order, status: 'new', isActiveForRestaurant: true }) // true
 */
export function isActionableByRestaurant(order: Pick<Order, 'status' | 'isActiveForRestaurant'>): boolean {
  return (order.status === 'new' || order.status === 'approved') && order.isActiveForRestaurant === true;
}
