import type { Order } from '../types/order.js';
import { canteenCutoffs } from './canteenCutoffs.js';
import type { CanteenCutoffProgress } from './types.js';

/**
 * The progress of a canteen order: how many of its distinct cutoffs a collected-orders notification confirms,
 * over how many cutoffs it has. An order without rules gives `{ confirmed: 0, total: 0 }`.
 * @example canteenCutoffProgress(orderWithThreeCutoffsOneConfirmed) // { confirmed: 1, total: 3 }
 */
export function canteenCutoffProgress(
  order: Pick<Order, 'canteenRules' | 'canteenData'>,
): CanteenCutoffProgress {
  const cutoffs = canteenCutoffs(order);
  return { confirmed: cutoffs.filter((cutoff) => cutoff.confirmed).length, total: cutoffs.length };
}
