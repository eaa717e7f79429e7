import { LIMITS } from '../constants/index.js';
import { parseOrderTime } from '../orders/parseOrderTime.js';
import type { Order } from '../types/order.js';

/**
 * When a canteen order should be fetched again: 20 s after its next cutoff, or null when no cutoff is ahead.
 *
 * The cutoffs are those of the order's rules, its own cutoffTime and its cloud or residential canteen's
 * cutoffTime (wall-clock 'YYYY-MM-DD HH:mm:ss' in local time, or ISO 8601). A cutoff that passed less than 20 s
 * before `now` still counts, so a screen that re-renders right after a cutoff keeps its pending refetch.
 * @example nextCutoffRefetchAt({ ...order, canteenRules: [{ cutoffTime: '2024-05-01 10:00:00', limit: 9 }] }, new Date(2024, 4, 1, 9)) // new Date(2024, 4, 1, 10, 0, 20)
 */
export function nextCutoffRefetchAt(
  order: Pick<Order, 'canteenRules' | 'cutoffTime' | 'cloudcanteen' | 'residentialcanteen'>,
  now: Date,
): Date | null {
  const cutoffs = [
    ...(order.canteenRules ?? []).map((rule) => rule.cutoffTime),
    order.cutoffTime,
    order.cloudcanteen?.cutoffTime,
    order.residentialcanteen?.cutoffTime,
  ];
  let next: number | null = null;
  for (const cutoff of cutoffs) {
    const time = parseOrderTime(cutoff);
    if (time === null) continue;
    const refetchAt = time.getTime() + LIMITS.cutoffRefetchDelayMs;
    if (refetchAt > now.getTime() && (next === null || refetchAt < next)) next = refetchAt;
  }
  return next === null ? null : new Date(next);
}
