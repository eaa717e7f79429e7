import type { CourierGroup, ListFilter } from '@backoffice/domain';
import {
  COURIER_GROUPS,
  courierGroupStatuses,
  DELIVERY_JOB_STATUSES,
  formatCutoff,
  parseCutoff,
} from '@backoffice/domain';
import { createElement } from 'react';

import { defineEntity } from '../../entities/entityScreens';
import type { EntityTexts } from '../../entities/types';
import type { TranslationFunctions } from '../../i18n/i18n-types';
import { CourierStatusCell, DeliveryStatusCell, DeliveryTimeCell } from './DeliveryCells';
import type { DeliveryJobRecord } from './deliveryJobResource';
import { deliveryJobResource } from './deliveryJobResource';

/** The delivery methods offered in the filter and the form. */
export const DELIVERY_METHODS = ['wolt', 'stuart', 'pedalme', 'restaurant_managed'] as const;
/** The vehicle types offered in the form. */
export const VEHICLE_TYPES = ['bicycle', 'cargo_bike', 'motorbike', 'car', 'van'] as const;

const PICKUP_FIELDS = [
  'fullAddress',
  'postCode',
  'country',
  'city',
  'street',
  'houseNumber',
  'latitude',
  'longitude',
  'pickupInstructions',
] as const;
const CONTACT_FIELDS = [
  'contactFirstName',
  'contactLastName',
  'contactCompany',
  'contactPhone',
  'contactEmail',
] as const;

/** The form values: the job, plus the order a new job is created for. */
type DeliveryValues = DeliveryJobRecord & { order?: string | null };

/** The courier group quick filter: any courier status of the group (cancelled is in two groups). */
const groupFilter = (group: CourierGroup): { id: string; filters: readonly ListFilter[] } => ({
  id: group,
  filters: [
    { field: 'courierStatus', type: 'id', operator: 'exact', value: [...courierGroupStatuses(group)] },
  ],
});

/** The screen texts: the dictionary's, with the nested address fields labelled by their dotted names. */
function deliveryTexts(LL: TranslationFunctions): EntityTexts {
  const D = LL.deliveries;
  const nested: Record<string, () => string> = {};
  for (const [key, text] of Object.entries(D.pickupAddress)) nested[`pickupAddress.${key}`] = text;
  for (const [key, text] of Object.entries(D.dropoffAddress)) nested[`dropoffAddress.${key}`] = text;
  return { ...D.delivery, fields: { ...D.delivery.fields, ...nested } } as unknown as EntityTexts;
}

const isNew = (values: DeliveryValues) => values.id === undefined || values.id === null;

/** Delivery jobs: the list with the courier's progress, and the job's form (issue #15). */
export const deliveryJobs = defineEntity<DeliveryJobRecord, DeliveryValues>({
  route: 'delivery',
  resource: deliveryJobResource,
  formId: 'delivery',
  texts: deliveryTexts,
  titleOf: (job) => `#${String(job.id)}`,
  list: {
    columns: [
      { field: 'id', sortable: true, width: 90 },
      { field: 'status', render: (job) => createElement(DeliveryStatusCell, { job }) },
      { field: 'courierStatus', render: (job) => createElement(CourierStatusCell, { job }) },
      { field: 'timeText', render: (job) => createElement(DeliveryTimeCell, { job }) },
      { field: 'deliveryMethod', kind: 'option', sortable: true },
      { field: 'pickupTime', kind: 'dateTime', sortable: true },
      { field: 'driverName' },
      { field: 'priority', kind: 'number', sortable: true },
    ],
    defaultSort: { field: 'id', direction: 'descending' },
    quickFilters: COURIER_GROUPS.map(groupFilter),
    filters: [
      {
        field: 'status',
        type: 'string',
        operator: 'exact',
        control: 'select',
        options: { values: DELIVERY_JOB_STATUSES },
      },
      {
        field: 'deliveryMethod',
        type: 'string',
        operator: 'exact',
        control: 'select',
        options: { values: DELIVERY_METHODS },
      },
      { field: 'pickupTime', type: 'date', operator: 'after', control: 'date' },
      { field: 'pickupTime', type: 'date', operator: 'before', control: 'date' },
    ],
    batchDelete: false,
  },
  form: {
    defaults: {
      order: '',
      deliveryMethod: 'wolt',
      vehicleType: 'bicycle',
      priority: 0,
      isPriority: false,
      disableAutoCreate: false,
      preparationTime: null,
      pickupAddress: { latitude: null, longitude: null },
      // The drop-off point starts unset (the platform's LatLng has no null, the form does).
      dropoffAddress: { latitude: null, longitude: null } as unknown as DeliveryJobRecord['dropoffAddress'],
    },
    // An unset number is null in the form (an absent one would read as "no number").
    toValues: (job) => ({
      ...job,
      // The platform's ISO time, edited in the date-time field's text form (YYYY-MM-DD HH:mm:ss, local time).
      pickupTime: job.pickupTime ? formatCutoff(job.pickupTime) : null,
      preparationTime: job.preparationTime ?? null,
      pickupAddress: {
        ...job.pickupAddress,
        latitude: job.pickupAddress?.latitude ?? null,
        longitude: job.pickupAddress?.longitude ?? null,
      },
      dropoffAddress: {
        ...job.dropoffAddress,
        latitude: job.dropoffAddress?.latitude ?? null,
        longitude: job.dropoffAddress?.longitude ?? null,
      } as DeliveryJobRecord['dropoffAddress'],
    }),
    // The order only picks what a new job is for; an unset drop-off coordinate is left out (the platform keeps
    // the one it has).
    toPayload: ({ order, ...job }) => {
      const dropoff = Object.fromEntries(
        Object.entries(job.dropoffAddress ?? {}).filter(([, value]) => typeof value === 'number'),
      );
      const pickupTime = job.pickupTime
        ? (parseCutoff(job.pickupTime)?.toISOString() ?? job.pickupTime)
        : null;
      return { ...job, pickupTime, dropoffAddress: dropoff, ...(isNew(job) ? { order } : {}) };
    },
    sections: [
      {
        id: 'general',
        fields: [
          { name: 'order', kind: 'text', isRequired: true, visibleWhen: isNew },
          { name: 'deliveryMethod', kind: 'select', options: DELIVERY_METHODS },
          { name: 'pickupTime', kind: 'dateTime' },
          { name: 'preparationTime', kind: 'number', min: 0, max: 1440, isInteger: true },
        ],
      },
      {
        id: 'pickup',
        fields: PICKUP_FIELDS.map((key) =>
          key === 'latitude' || key === 'longitude'
            ? { name: `pickupAddress.${key}` as const, kind: 'number' as const, min: -180, max: 180 }
            : {
                name: `pickupAddress.${key}` as const,
                kind: 'text' as const,
                ...(key === 'pickupInstructions' ? { multiline: true } : {}),
              },
        ),
      },
      {
        id: 'contact',
        fields: CONTACT_FIELDS.map((key) => ({
          name: `pickupAddress.${key}` as const,
          kind: 'text' as const,
          ...(key === 'contactEmail' ? { inputType: 'email' as const } : {}),
        })),
      },
      {
        id: 'dropoff',
        placement: 'aside',
        fields: [
          { name: 'dropoffAddress.latitude', kind: 'number', min: -90, max: 90 },
          { name: 'dropoffAddress.longitude', kind: 'number', min: -180, max: 180 },
        ],
      },
      {
        id: 'options',
        placement: 'aside',
        fields: [
          { name: 'vehicleType', kind: 'select', options: VEHICLE_TYPES },
          { name: 'priority', kind: 'number', min: 0, max: 100, isInteger: true },
          { name: 'isPriority', kind: 'switch' },
          { name: 'disableAutoCreate', kind: 'switch' },
        ],
      },
    ],
  },
});
