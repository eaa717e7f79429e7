import type {
  DeliveryJob,
  DeliveryProviderJob,
  LatLng,
  PedalDeliveryItem,
  PickupAddress,
} from '@backoffice/domain';
import type { Infer } from 'superstruct';
import { array, boolean, number, optional, record, string, type } from 'superstruct';

import type { Assert, Conforms } from '../client/structs.js';
import { byKind, IdStruct, maybe } from '../client/structs.js';

const LatLngStruct = type({ latitude: number(), longitude: number() });
const PartialLatLngStruct = type({ latitude: optional(number()), longitude: optional(number()) });

const PickupAddressStruct = type({
  longitude: maybe(number()),
  latitude: maybe(number()),
  postCode: maybe(string()),
  country: maybe(string()),
  city: maybe(string()),
  street: maybe(string()),
  houseNumber: maybe(string()),
  fullAddress: maybe(string()),
  contactPhone: maybe(string()),
  contactCompany: maybe(string()),
  contactEmail: maybe(string()),
  contactFirstName: maybe(string()),
  contactLastName: maybe(string()),
  pickupInstructions: maybe(string()),
});

const OrderRefStruct = byKind({
  string: string(),
  object: type({ id: IdStruct, identifier: optional(string()) }),
});

/** A delivery job; saved back with PUT/POST, so unknown fields are kept. */
export const DeliveryJobStruct = type({
  id: IdStruct,
  status: maybe(string()),
  courierStatus: maybe(string()),
  primaryDeliveryMethod: maybe(string()),
  primaryMethod: maybe(string()),
  activeDeliveryMethod: maybe(string()),
  latestCourierError: maybe(string()),
  latestCourierErrorDeliveryMethod: maybe(string()),
  driverInfo: maybe(record(string(), number())),
  driverName: maybe(string()),
  driverPhone: maybe(string()),
  etaToPickup: maybe(string()),
  etaToDropoff: maybe(string()),
  deliveryMethod: maybe(string()),
  pickupTime: maybe(string()),
  preparationTime: maybe(number()),
  trackingUrl: maybe(string()),
  courierPosition: maybe(LatLngStruct),
  disableAutoCreate: maybe(boolean()),
  isPriority: maybe(boolean()),
  priority: maybe(number()),
  vehicleType: maybe(string()),
  dropoffAddress: maybe(PartialLatLngStruct),
  dropoffFinishedAt: maybe(string()),
  updatedAt: maybe(string()),
  warnings: maybe(array(string())),
  error: maybe(string()),
  orders: optional(array(OrderRefStruct)),
  pickupAddress: maybe(PickupAddressStruct),
});

/** A job at a courier provider. */
export const DeliveryProviderJobStruct = type({
  id: IdStruct,
  deliveryUid: maybe(string()),
  etaToDestination: maybe(string()),
  status: maybe(string()),
  deliveryJob: maybe(byKind({ string: string(), object: type({ id: IdStruct }) })),
});

/** A delivery job offered to pedal-me. */
export const PedalDeliveryItemStruct = type({
  id: IdStruct,
  preCreatedFor: maybe(string()),
  orders: optional(array(OrderRefStruct)),
  pickupTime: maybe(string()),
});

export type _DeliveryJobConforms = Assert<Conforms<Infer<typeof DeliveryJobStruct>, DeliveryJob>>;
export type _ProviderJobConforms = Assert<
  Conforms<Infer<typeof DeliveryProviderJobStruct>, DeliveryProviderJob>
>;
export type _PedalConforms = Assert<Conforms<Infer<typeof PedalDeliveryItemStruct>, PedalDeliveryItem>>;
export type _PickupConforms = Assert<Conforms<Infer<typeof PickupAddressStruct>, PickupAddress>>;
export type _LatLngConforms = Assert<Conforms<Infer<typeof LatLngStruct>, LatLng>>;
