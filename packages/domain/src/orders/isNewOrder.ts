import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';

const CLOSED = new Set<string>(['init-payment', 'cancelled', 'cancelled-after-approval']);

/**
 * Whether an order belongs to the new list: status new, or a canteen sub-order not yet confirmed.
 *
 * A canteen sub-order is a canteen order (no userProfile) that names its cutoff in canteenSuborderForCutoff, as
 * `splitCanteenSubOrders` produces; it is unconfirmed while isConfirmed is not true. A cancelled or unpaid
 * (init-payment) sub-order is never new.
 * @example isNewOrder({ ...order, status: 'new' }) // true
 * @example isNewOrder({ ...subOrder, status: 'approved', isConfirmed: false }) // true
 */
export function isNewOrder(
  order: Pick<Order, 'status' | 'userProfile' | 'canteenSuborderForCutoff' | 'isConfirmed'>,
): boolean {
  if (order.status === 'new') return true;
  const isSubOrder = isCanteenOrder(order) && (order.canteenSuborderForCutoff ?? '') !== '';
  return isSubOrder && order.isConfirmed !== true && !CLOSED.has(order.status);
}
