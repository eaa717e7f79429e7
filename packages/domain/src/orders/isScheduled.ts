import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';

/**
 * Whether an order carries the scheduled flag: not preparation-confirmed, not asap and not a canteen order.
 * @example isScheduled({ ...order, isAsap: false, preparationConfirmed: false }) // true for a personal order
 */
export function isScheduled(order: Pick<Order, 'preparationConfirmed' | 'isAsap' | 'userProfile'>): boolean {
  return order.preparationConfirmed !== true && order.isAsap !== true && !isCanteenOrder(order);
}
