import type { Order } from '../types/order.js';

/**
 * Whether the restaurant delivers the order itself: there is no delivery job, or the job's primary method is
 * restaurant_managed. The method is read from primaryDeliveryMethod, or from the older name primaryMethod when
 * primaryDeliveryMethod is not set.
 * @example restaurantDelivers({ ...order, deliveryJob: null }) // true
 * @example restaurantDelivers({ ...order, deliveryJob: { id: 1, primaryDeliveryMethod: 'wolt' } }) // false
 */
export function restaurantDelivers(order: Pick<Order, 'deliveryJob'>): boolean {
  const job = order.deliveryJob;
  if (job == null) return true;
  return (job.primaryDeliveryMethod ?? job.primaryMethod) === 'restaurant_managed';
}
