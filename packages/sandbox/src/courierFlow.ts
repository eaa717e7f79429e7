import type { CourierStatus } from '@backoffice/domain';

/** The courier statuses a delivery moves through, in order: the simulator's steps and the seed's spread. */
export const COURIER_FLOW = [
  'new',
  'initialized',
  'queued',
  'searching',
  'picking',
  'almost_picking',
  'waiting_at_pickup',
  'delivering',
  'almost_delivering',
  'waiting_at_dropoff',
  'delivered',
] as const satisfies readonly CourierStatus[];

/** The statuses during which a courier is on the road (picking up or dropping off): a driver and a position. */
export const COURIER_ON_THE_ROAD: readonly CourierStatus[] = COURIER_FLOW.slice(
  COURIER_FLOW.indexOf('picking'),
  COURIER_FLOW.indexOf('delivered'),
);
