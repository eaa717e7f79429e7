import { tz } from '@date-fns/tz';
import { differenceInCalendarDays } from 'date-fns';

import { LIMITS } from '../constants/index.js';
import { parseOrderTime } from '../orders/parseOrderTime.js';
import type { Order } from '../types/order.js';
import { isInCourierGroup } from './isInCourierGroup.js';
import { orderDeadline } from './orderDeadline.js';
import type { OrderTimeText, OrderTimeTextOptions } from './types.js';

const MINUTE_MS = 60_000;

/**
 * What the time text of an order shows at `now` (section 4 "Time text").
 *
 * - Cancelled (order status cancelled or cancelled-after-approval, or a courier status in the cancelled group):
 *   `{ kind: 'cancelled' }`. This is checked first, so a courier status 'cancelled' (also in the ongoing group)
 *   reads as cancelled.
 * - Delivering group: `{ kind: 'delivering' }`. Finished group: `{ kind: 'delivered', at }` with the job's
 *   dropoffFinishedAt (null when unknown).
 * - Otherwise (ongoing, no delivery job, or a courier status the spec does not list) the deadline of
 *   `orderDeadline` decides: more than 2 minutes away shows whole minutes left (rounded down) up to 60, then
 *   today, tomorrow or a date, in green. A deadline 2 minutes away or less, passed, or unknown shows the red now
 *   notice.
 *
 * "Today" and "tomorrow" are calendar days of `options.timeZone`, or of the runtime's zone when none is given
 * or the name is not a known IANA zone.
 * @example orderTimeText({ ...order, requiredDeliveryTime: '2024-05-01T12:30:00Z' }, new Date('2024-05-01T12:00:00Z')) // { kind: 'minutes', minutes: 30, tone: 'green' }
 */
export function orderTimeText(
  order: Pick<Order, 'status' | 'deliveryJob' | 'requiredDeliveryTime'>,
  now: Date,
  options: OrderTimeTextOptions = {},
): OrderTimeText {
  const courierStatus = order.deliveryJob?.courierStatus;
  if (
    order.status === 'cancelled' ||
    order.status === 'cancelled-after-approval' ||
    isInCourierGroup(courierStatus, 'cancelled')
  ) {
    return { kind: 'cancelled' };
  }
  if (isInCourierGroup(courierStatus, 'delivering')) return { kind: 'delivering' };
  if (isInCourierGroup(courierStatus, 'finished')) {
    return { kind: 'delivered', at: parseOrderTime(order.deliveryJob?.dropoffFinishedAt) };
  }

  const deadline = orderDeadline(order);
  const leftMs = deadline === null ? 0 : deadline.getTime() - now.getTime();
  if (deadline === null || leftMs <= LIMITS.timeTextMarginMinutes * MINUTE_MS)
    return { kind: 'now', tone: 'red' };

  const minutes = Math.floor(leftMs / MINUTE_MS);
  if (minutes <= LIMITS.timeTextHoursSwitchMinutes) return { kind: 'minutes', minutes, tone: 'green' };

  const zoned =
    options.timeZone === undefined
      ? Number.NaN
      : differenceInCalendarDays(deadline, now, { in: tz(options.timeZone) });
  // An unknown zone name gives NaN: fall back to the runtime's zone rather than showing a bare date.
  const days = Number.isNaN(zoned) ? differenceInCalendarDays(deadline, now) : zoned;
  if (days === 0) return { kind: 'today', at: deadline, tone: 'green' };
  if (days === 1) return { kind: 'tomorrow', at: deadline, tone: 'green' };
  return { kind: 'date', at: deadline, tone: 'green' };
}
