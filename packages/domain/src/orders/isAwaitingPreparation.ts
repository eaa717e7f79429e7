import type { Order } from '../types/order.js';

/**
 * Whether an order belongs to the approved list: approved and its preparation not yet confirmed.
 * @example isAwaitingPreparation({ ...order, status: 'approved', preparationConfirmed: false }) // true
 */
export function isAwaitingPreparation(order: Pick<Order, 'status' | 'preparationConfirmed'>): boolean {
  return order.status === 'approved' && order.preparationConfirmed !== true;
}
