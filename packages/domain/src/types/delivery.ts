/** Delivery jobs and courier states (section 3 and 4 of both spec documents). */

/** Courier status values. */
export type CourierStatus =
  | 'new'
  | 'initialized'
  | 'queued'
  | 'searching'
  | 'picking'
  | 'almost_picking'
  | 'waiting_at_pickup'
  | 'cancelled'
  | 'error'
  | 'delivering'
  | 'almost_delivering'
  | 'waiting_at_dropoff'
  | 'delivered'
  | 'finished'
  | 'cancelled_after_approval';

/** Delivery job statuses shown in lists; anything else is shown yellow. */
export type DeliveryJobStatus =
  | 'initialized'
  | 'queued'
  | 'in_progress'
  | 'pending'
  | 'picking'
  | 'almost_picking'
  | 'waiting_at_pickup'
  | 'delivering'
  | 'almost_delivering'
  | 'waiting_at_dropoff'
  | 'finished'
  | 'delivered'
  | 'closed'
  | 'cancelled'
  | 'error'
  | 'merged'
  | 'grouping'
  | 'searching';

/** restaurant_managed means the restaurant delivers itself. */
export type DeliveryMethod = 'restaurant_managed' | (string & {});

/** A geographic point. */
export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A delivery job, with the fields both documents name. */
export interface DeliveryJob {
  id: string | number;
  status?: DeliveryJobStatus | (string & {}) | null;
  courierStatus?: CourierStatus | (string & {}) | null;
  primaryDeliveryMethod?: DeliveryMethod | null;
  /** Older answers call primaryDeliveryMethod this. */
  primaryMethod?: DeliveryMethod | null;
  activeDeliveryMethod?: DeliveryMethod | null;
  latestCourierError?: string | null;
  latestCourierErrorDeliveryMethod?: string | null;
  driverInfo?: Record<string, number> | null;
  driverName?: string | null;
  driverPhone?: string | null;
  etaToPickup?: string | null;
  etaToDropoff?: string | null;
  deliveryMethod?: DeliveryMethod | null;
  pickupTime?: string | null;
  preparationTime?: number | null;
  trackingUrl?: string | null;
  courierPosition?: LatLng | null;
  disableAutoCreate?: boolean | null;
  isPriority?: boolean | null;
  priority?: number | null;
  vehicleType?: string | null;
  dropoffAddress?: Partial<LatLng> | null;
  dropoffFinishedAt?: string | null;
  updatedAt?: string | null;
  warnings?: string[] | null;
  error?: string | null;
  orders?: Array<string | { id: string | number; identifier?: string }>;
  pickupAddress?: PickupAddress | null;
}

/** The pickup side of a delivery job. */
export interface PickupAddress {
  longitude?: number | null;
  latitude?: number | null;
  postCode?: string | null;
  country?: string | null;
  city?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  fullAddress?: string | null;
  contactPhone?: string | null;
  contactCompany?: string | null;
  contactEmail?: string | null;
  contactFirstName?: string | null;
  contactLastName?: string | null;
  pickupInstructions?: string | null;
}

/** A job at a courier provider for a delivery job. A provider job can be set to cancelled locally. */
export interface DeliveryProviderJob {
  id: string | number;
  deliveryUid?: string | null;
  etaToDestination?: string | null;
  status?: string | null;
  deliveryJob?: string | { id: string | number } | null;
}

/** A delivery job offered to the bike/cargo courier hand-over (pedal-me). */
export interface PedalDeliveryItem {
  id: string | number;
  preCreatedFor?: string | null;
  orders?: Array<string | { id: string | number; identifier?: string }>;
  pickupTime?: string | null;
}
