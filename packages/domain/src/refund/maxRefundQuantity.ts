import type { OrderMeal } from '../types/order.js';

/**
 * How many more of a meal line can be refunded: its quantity minus the quantity already refunded, never below 0.
 * A missing refundedQuantity counts as 0; a non-finite quantity gives 0.
 * @example maxRefundQuantity({ quantity: 3, refundedQuantity: 1 }) // 2
 * @example maxRefundQuantity({ quantity: 1, refundedQuantity: 2 }) // 0
 */
export function maxRefundQuantity(meal: Pick<OrderMeal, 'quantity' | 'refundedQuantity'>): number {
  const left = meal.quantity - (meal.refundedQuantity ?? 0);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
}
