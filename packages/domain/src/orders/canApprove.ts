import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';

/**
 * Whether the approve action is offered: status neither approved nor init-payment (a cancelled order may be
 * re-approved), the delivery is processed (isDeliveryProcessed true) and it is not a canteen order.
 * @example canApprove({ ...order, status: 'new', isDeliveryProcessed: true }) // true
 */
export function canApprove(order: Pick<Order, 'status' | 'isDeliveryProcessed' | 'userProfile'>): boolean {
  return (
    order.status !== 'approved' &&
    order.status !== 'init-payment' &&
    order.isDeliveryProcessed === true &&
    !isCanteenOrder(order)
  );
}
