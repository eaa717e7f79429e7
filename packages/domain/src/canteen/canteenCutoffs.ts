import { parseCutoff } from '../locale/parseCutoff.js';
import type { Order } from '../types/order.js';
import type { CanteenCutoff } from './types.js';

/** Two cutoffs are the same when they name the same wall-clock time, or (when unreadable) the same text. */
function cutoffKey(value: string): string {
  const time = parseCutoff(value);
  return time === null ? `text:${value.trim()}` : `time:${time.getTime()}`;
}

/**
 * The distinct cutoffs of a canteen order's rules, earliest first, each marked confirmed when the order's
 * canteenData holds a collected-orders notification for that cutoff. Rules with the same cutoff count once;
 * unreadable cutoffs come last, in text order. No rules give [].
 * @example canteenCutoffs({ ...order, canteenRules: [{ cutoffTime: '2024-05-01 11:00:00', limit: 5 }, { cutoffTime: '2024-05-01 10:00:00', limit: 5 }] })
 * // [{ cutoffTime: '2024-05-01 10:00:00', confirmed: false }, { cutoffTime: '2024-05-01 11:00:00', confirmed: false }]
 */
export function canteenCutoffs(order: Pick<Order, 'canteenRules' | 'canteenData'>): CanteenCutoff[] {
  const confirmedKeys = new Set(
    (order.canteenData?.collected_orders_notification ?? []).map((notification) =>
      cutoffKey(notification.cutoffTime ?? ''),
    ),
  );
  const byKey = new Map<string, string>();
  for (const rule of order.canteenRules ?? []) {
    const key = cutoffKey(rule.cutoffTime);
    if (!byKey.has(key)) byKey.set(key, rule.cutoffTime);
  }
  const sortValue = (cutoff: string) => parseCutoff(cutoff)?.getTime() ?? Number.POSITIVE_INFINITY;
  return [...byKey.entries()]
    .sort(([, a], [, b]) => {
      const [timeA, timeB] = [sortValue(a), sortValue(b)];
      if (timeA !== timeB) return timeA < timeB ? -1 : 1;
      return a.localeCompare(b);
    })
    .map(([key, cutoffTime]) => ({ cutoffTime, confirmed: confirmedKeys.has(key) }));
}
