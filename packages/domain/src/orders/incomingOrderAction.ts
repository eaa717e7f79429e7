import { LIMITS } from '../constants/index.js';
import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';
import { parseOrderTime } from './parseOrderTime.js';

/** What the incoming-order carousel offers for an order it holds. */
export type IncomingOrderAction = 'approve' | 'confirmPreparation';

/** Courier states after which nothing is left for the restaurant to do. */
const DONE_COURIER_STATES: ReadonlySet<string> = new Set(['delivered', 'finished']);

/**
 * What the incoming-order carousel holds an order for, or null when it does not hold it.
 *
 * Product decision (issue #18, "What the incoming carousel holds"): a restaurant must accept an order, a pre-order
 * for tonight included, while the customer waits. So:
 * - every new order the restaurant can act on joins as soon as it arrives, whenever its preparation starts, with
 *   Approve (and the preparation time);
 * - an approved order that is not yet preparation-confirmed joins when its prepare start is at most 30 s away or
 *   past (orders-auth-routes section 4), with Confirm preparation instead of Approve;
 * - an order the restaurant can no longer act on never joins, and leaves at once: isActiveForRestaurant false,
 *   cancelled, or its delivery delivered or finished. Canteen orders are handled per cutoff, not here.
 * @example incomingOrderAction({ ...order, status: 'new', startPrepareAt: '2024-05-01T20:00:00Z' }, new Date('2024-05-01T12:00:00Z')) // 'approve'
 */
export function incomingOrderAction(
  order: Pick<
    Order,
    | 'status'
    | 'isActiveForRestaurant'
    | 'preparationConfirmed'
    | 'startPrepareAt'
    | 'userProfile'
    | 'deliveryJob'
  >,
  now: Date,
): IncomingOrderAction | null {
  if (order.isActiveForRestaurant === false || isCanteenOrder(order)) return null;
  const courier = order.deliveryJob?.courierStatus ?? order.deliveryJob?.status;
  if (courier && DONE_COURIER_STATES.has(courier)) return null;
  if (order.status === 'new') return 'approve';
  if (order.status !== 'approved' || order.preparationConfirmed === true) return null;
  const start = parseOrderTime(order.startPrepareAt);
  return start !== null && start.getTime() - now.getTime() <= LIMITS.incomingPromptWindowMs
    ? 'confirmPreparation'
    : null;
}
