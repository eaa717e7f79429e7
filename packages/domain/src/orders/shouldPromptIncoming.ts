import { LIMITS } from '../constants/index.js';
import type { Order } from '../types/order.js';
import { isCanteenOrder } from './isCanteenOrder.js';
import { parseOrderTime } from './parseOrderTime.js';

/**
 * Whether the incoming-order confirmation shows for an order: its prepare start (startPrepareAt) is at most 30 s
 * after `now` (or already passed), it is not preparation-confirmed and not a canteen order.
 *
 * Only orders the restaurant still handles (status new or approved) prompt: a cancelled or unpaid order never
 * does. An order without a readable startPrepareAt does not prompt.
 * @example shouldPromptIncoming({ ...order, status: 'approved', startPrepareAt: '2024-05-01T12:00:20Z' }, new Date('2024-05-01T12:00:00Z')) // true
 */
export function shouldPromptIncoming(
  order: Pick<Order, 'status' | 'startPrepareAt' | 'preparationConfirmed' | 'userProfile'>,
  now: Date,
): boolean {
  if (order.status !== 'new' && order.status !== 'approved') return false;
  if (order.preparationConfirmed === true || isCanteenOrder(order)) return false;
  const start = parseOrderTime(order.startPrepareAt);
  return start !== null && start.getTime() - now.getTime() <= LIMITS.incomingPromptWindowMs;
}
