import { parseOrderTime } from '../orders/parseOrderTime.js';
import type { Order } from '../types/order.js';
import { isInCourierGroup } from './isInCourierGroup.js';
import { restaurantDelivers } from './restaurantDelivers.js';

/**
 * The time an order must be ready by, used by the time text.
 *
 * - The restaurant delivers: the required delivery time.
 * - A courier delivers and is out for delivery or done (delivering or finished group): etaToDropoff, falling back
 *   to the required delivery time.
 * - A courier delivers and has not picked up yet (any other courier status): etaToPickup, else the job's
 *   pickupTime, else the required delivery time.
 *
 * The first readable value wins; null when there is none.
 * @example orderDeadline({ ...order, deliveryJob: { id: 1, courierStatus: 'picking', etaToPickup: '2024-05-01T12:10:00Z' } }) // Date of 12:10Z
 */
export function orderDeadline(order: Pick<Order, 'deliveryJob' | 'requiredDeliveryTime'>): Date | null {
  const job = order.deliveryJob;
  const candidates: Array<string | null | undefined> =
    job == null || restaurantDelivers(order)
      ? [order.requiredDeliveryTime]
      : isInCourierGroup(job.courierStatus, 'delivering') || isInCourierGroup(job.courierStatus, 'finished')
        ? [job.etaToDropoff, order.requiredDeliveryTime]
        : [job.etaToPickup, job.pickupTime, order.requiredDeliveryTime];
  for (const candidate of candidates) {
    const time = parseOrderTime(candidate);
    if (time) return time;
  }
  return null;
}
