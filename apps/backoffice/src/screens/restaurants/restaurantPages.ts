import { getIn, setIn } from 'final-form';

import type { SectionDefinition } from '../../entities/types';
import type { RestaurantRecord } from './restaurants';

/** The editor's pages, in tab order, by the name in the URL. */
export const restaurantPages = [
  'general',
  'menu',
  'business-hours',
  'pickup-delivery',
  'delivery-areas',
  'billing',
  'software',
  'canteen',
  'otter',
] as const;
export type RestaurantPage = (typeof restaurantPages)[number];

/** Each editor page's tab text key (LL.restaurants.editor.pages). */
export const restaurantPageTextKeys = {
  general: 'general',
  menu: 'menu',
  'business-hours': 'businessHours',
  'pickup-delivery': 'pickupDelivery',
  'delivery-areas': 'deliveryAreas',
  billing: 'billing',
  software: 'software',
  canteen: 'canteen',
  otter: 'otter',
} as const satisfies Record<RestaurantPage, string>;

/** The pages a restaurant admin sees (besides the otter link of an unconnected otter restaurant). */
export const restaurantAdminPages: readonly RestaurantPage[] = ['menu', 'business-hours'];

/** An otter restaurant with no external id shows the connect link. */
export const needsOtterConnect = (restaurant: Pick<RestaurantRecord, 'externalType' | 'externalId'>) =>
  restaurant.externalType === 'otter' && !restaurant.externalId;

/**
 * The pages a user may open on a restaurant: every page for a super admin, the menu and business hours for its
 * restaurant admin; the otter page only while the restaurant needs connecting.
 */
export function pagesFor(
  restaurant: Pick<RestaurantRecord, 'externalType' | 'externalId'>,
  isSuperAdmin: boolean,
): RestaurantPage[] {
  const base = isSuperAdmin ? restaurantPages.filter((page) => page !== 'otter') : [...restaurantAdminPages];
  return needsOtterConnect(restaurant) ? [...base, 'otter'] : base;
}

type Sections = readonly SectionDefinition<RestaurantRecord>[];

/** General: images, texts, identifiers and integrations, the discount, and the status switches. */
export const generalSections: Sections = [
  {
    id: 'general',
    fields: [
      { name: 'name', kind: 'text', isRequired: true },
      { name: 'timezoneRegion', kind: 'text' },
    ],
  },
  {
    id: 'images',
    fields: [
      { name: 'coverImageMedia', kind: 'image' },
      { name: 'cardImageMedia', kind: 'image' },
    ],
  },
  {
    id: 'texts',
    fields: [
      { name: 'translations', kind: 'translations', keys: ['badge', 'banner', 'description', 'search'] },
    ],
  },
  {
    id: 'identifiers',
    fields: [
      { name: 'fhrsId', kind: 'text' },
      { name: 'deliverooUrl', kind: 'text', inputType: 'url' },
      { name: 'externalType', kind: 'text' },
      { name: 'externalId', kind: 'text' },
      { name: 'thirdPartyType', kind: 'text' },
      { name: 'tabletSn', kind: 'text' },
    ],
  },
  {
    id: 'status',
    placement: 'aside',
    fields: [
      { name: 'isActive', kind: 'switch' },
      { name: 'isEnabledForRestaurantAdmin', kind: 'switch' },
      { name: 'displayCanteenSubOrders', kind: 'switch' },
    ],
  },
  {
    id: 'discount',
    placement: 'aside',
    fields: [
      { name: 'restaurantDiscount.discountPriceEnabled', kind: 'switch' },
      { name: 'restaurantDiscount.discountPriceOnlyForCanteen', kind: 'switch' },
    ],
  },
];

/** Pickup and delivery: the personal pickup place, the pickup address, and the delivery setting. */
export const pickupSections: Sections = [
  {
    id: 'personalPickup',
    fields: [
      { name: 'personalPickupInformation', kind: 'address' },
      { name: 'personalPickupInformation.contactPhone', kind: 'phone' },
      { name: 'personalPickupInformation.minimumOrderValue', kind: 'number', min: 0 },
      { name: 'personalPickupInformation.photoOfThePlace', kind: 'image' },
    ],
  },
  { id: 'pickup', fields: [{ name: 'pickupInformation', kind: 'address' }] },
  {
    id: 'status',
    placement: 'aside',
    fields: [{ name: 'personalPickupInformation.personalCollectionEnabled', kind: 'switch' }],
  },
  {
    id: 'delivery',
    placement: 'aside',
    fields: [{ name: 'deliverySetting.defaultPreparationTime', kind: 'number', min: 0, isInteger: true }],
  },
];

/**
 * Billing: the fees as percentages (stored as fractions), the restaurant variants and the billing pickup address.
 * The spec names the variants (billingInfo) without a shape; they are edited as an ordered list of names
 * (`billingInfo.restaurantVariants: string[]`), the shape the sandbox checks (packages/sandbox/src/schemas.ts).
 */
export const billingSections: Sections = [
  {
    id: 'billing',
    fields: [
      { name: 'billingInfo.cardTransactionFee', kind: 'percent' },
      { name: 'billingInfo.commOnDelivery', kind: 'percent' },
      { name: 'billingInfo.commOnFood', kind: 'percent' },
      { name: 'billingInfo.restaurantVariants', kind: 'textList' },
    ],
  },
  { id: 'billingAddress', fields: [{ name: 'billingInfo.pickupAddress', kind: 'address' }] },
];

/** Software: the order software and its limits. */
export const softwareSections: Sections = [
  {
    id: 'software',
    fields: [
      { name: 'softwareSettings.software', kind: 'text' },
      { name: 'softwareSettings.softwareLimits.minOrder', kind: 'number', min: 0, isInteger: true },
      { name: 'softwareSettings.softwareLimits.maxOrder', kind: 'number', min: 0, isInteger: true },
      { name: 'softwareSettings.softwareLimits.timeBeforeInMinute', kind: 'number', min: 0, isInteger: true },
    ],
  },
];

/** Canteen: limits, cutoff notices and times (the default rules are a control of their own). */
export const canteenSections: Sections = [
  { id: 'canteenRules', fields: [] },
  {
    id: 'canteenLimits',
    fields: [
      { name: 'canteenSmallOrderLimit', kind: 'number', min: 0, isInteger: true },
      { name: 'canteenLargeOrderLimit', kind: 'number', min: 0, isInteger: true },
    ],
  },
  {
    id: 'canteenNotices',
    fields: [
      { name: 'canteenSmallOrderCutoffNotice', kind: 'text', multiline: true },
      { name: 'canteenLargeOrderCutoffNotice', kind: 'text', multiline: true },
    ],
  },
  {
    id: 'canteenTimes',
    placement: 'aside',
    fields: [
      { name: 'earliestPickupTime', kind: 'dateTime', granularity: 'time' },
      { name: 'latestPickupTime', kind: 'dateTime', granularity: 'time' },
      { name: 'earliestCutoffTime', kind: 'dateTime', granularity: 'time' },
      { name: 'latestCutoffTime', kind: 'dateTime', granularity: 'time' },
    ],
  },
];

const emptyWhenMissing = new Set(['text', 'number', 'percent', 'phone', 'dateTime', 'image', 'address']);

/**
 * The form values of a page: the restaurant, with null in each of the page's fields it does not hold yet (a
 * nested part the platform never sent, such as `softwareSettings.softwareLimits`), so an empty field reads as
 * empty rather than as a value that is not a number. The restaurant itself is not changed.
 */
export function toPageValues(sections: Sections): (restaurant: RestaurantRecord) => RestaurantRecord {
  return (restaurant) =>
    sections
      .flatMap((section) => section.fields)
      .filter((field) => emptyWhenMissing.has(field.kind))
      .reduce<RestaurantRecord>(
        (values, field) =>
          getIn(values, field.name) === undefined
            ? (setIn(values, field.name, null) as RestaurantRecord)
            : values,
        restaurant,
      );
}
