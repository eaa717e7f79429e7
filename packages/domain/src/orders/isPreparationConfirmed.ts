import type { Order } from '../types/order.js';

/**
 * Whether the restaurant has confirmed the preparation (the order belongs to the confirmed list).
 * @example isPreparationConfirmed({ ...order, preparationConfirmed: true }) // true
 */
export function isPreparationConfirmed(order: Pick<Order, 'preparationConfirmed'>): boolean {
  return order.preparationConfirmed === true;
}
