import type { Order } from '../types/order.js';
import { parseOrderTime } from './parseOrderTime.js';

/**
 * Whether an order counts as recent: it has a delivery job, or no required delivery time, or that time is later
 * than `now`. A required time equal to `now` is no longer recent; an unreadable one counts as no time.
 * @example isRecent({ ...order, deliveryJob: null, requiredDeliveryTime: '2024-05-01T12:00:00Z' }, new Date('2024-05-01T11:00:00Z')) // true
 */
export function isRecent(order: Pick<Order, 'deliveryJob' | 'requiredDeliveryTime'>, now: Date): boolean {
  if (order.deliveryJob != null) return true;
  const required = parseOrderTime(order.requiredDeliveryTime);
  return required === null || required.getTime() > now.getTime();
}
