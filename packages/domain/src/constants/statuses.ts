import type { CourierGroup } from '../delivery/types.js';
import type { CourierStatus, DeliveryJobStatus } from '../types/delivery.js';
import type { OrderStatus } from '../types/order.js';

/** Every order status the platform sends, in the order of the flow. */
export const ORDER_STATUSES = [
  'init-payment',
  'new',
  'approved',
  'cancelled',
  'cancelled-after-approval',
] as const satisfies readonly OrderStatus[];

/** Every courier status of a delivery job. */
export const COURIER_STATUSES = [
  'new',
  'initialized',
  'queued',
  'searching',
  'picking',
  'almost_picking',
  'waiting_at_pickup',
  'cancelled',
  'error',
  'delivering',
  'almost_delivering',
  'waiting_at_dropoff',
  'delivered',
  'finished',
  'cancelled_after_approval',
] as const satisfies readonly CourierStatus[];

/** Every delivery job status shown in lists. Any other status is shown yellow. */
export const DELIVERY_JOB_STATUSES = [
  'initialized',
  'queued',
  'in_progress',
  'pending',
  'picking',
  'almost_picking',
  'waiting_at_pickup',
  'delivering',
  'almost_delivering',
  'waiting_at_dropoff',
  'finished',
  'delivered',
  'closed',
  'cancelled',
  'error',
  'merged',
  'grouping',
  'searching',
] as const satisfies readonly DeliveryJobStatus[];

/** The courier status groups of `isInCourierGroup`, in display order (the orders table's delivery filter). */
export const COURIER_GROUPS = [
  'ongoing',
  'delivering',
  'finished',
  'cancelled',
] as const satisfies readonly CourierGroup[];
