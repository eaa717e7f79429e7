import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';

const NOT_CANCELLABLE = new Set<string>(['cancelled', 'cancelled-after-approval', 'init-payment']);

/**
 * Whether the cancel action is offered: status not cancelled, cancelled-after-approval or init-payment, the
 * delivery is processed (isDeliveryProcessed true) and it is not a canteen order.
 * @example canCancel({ ...order, status: 'approved', isDeliveryProcessed: true }) // true
 */
export function canCancel(order: Pick<Order, 'status' | 'isDeliveryProcessed' | 'userProfile'>): boolean {
  return !NOT_CANCELLABLE.has(order.status) && order.isDeliveryProcessed === true && !isCanteenOrder(order);
}
