/**
 * What each resource of the generic CRUD may hold, and who may write which of its fields.
 *
 * - Every write is checked against the resource's schema: the type and range of each field it names (numbers are
 *   numbers, prices and amounts are not negative, e-mails and phones are valid, regular expressions compile, …) and
 *   the rules across fields (a promotion's dates in order, a coupon's prices, unique e-mails). A refusal is a 400
 *   with `violations[{ propertyPath, message }]` naming each field.
 * - A role other than the super admin writes only the fields on its allow-list; any other field it changes is
 *   refused the same way. Sending a field back unchanged is fine (forms save whole entities).
 * - Fields the platform manages itself (tokens) change through their own calls only.
 *
 * Fields a schema does not name are free-form JSON (the platform's shapes are larger than the back-office reads),
 * so only a super admin can set them.
 */
import {
  COURIER_STATUSES,
  isValidCostCodePattern,
  isValidPhone,
  isValidTime,
  promotionFlags,
  validateCoupon,
  validatePromotion,
} from '@backoffice/domain';
import type { Promotion, Violation } from '@backoffice/domain';

import type { StoredRecord } from './store.js';
import { toViolations } from './validation.js';

/** The roles besides the super admin that write through the generic CRUD. */
export type WritingRole = 'ROLE_COMPANY' | 'ROLE_RESTAURANT' | 'ROLE_EXTRA_BILLING_ACCESS';

/** The rule of one field. Every field may be null unless `required`. */
export type FieldRule = (
  | {
      type: 'text';
      max?: number;
      format?: 'email' | 'phone' | 'regex' | 'time' | 'date' | 'datetime' | 'cutoff';
    }
  | { type: 'number'; min?: number; max?: number; integer?: boolean }
  | { type: 'boolean' }
  | { type: 'enum'; values: readonly string[] }
  /** One reference: an id, an IRI, or an embedded record with an id. */
  | { type: 'ref' }
  /** A list of references. */
  | { type: 'refs' }
  /** A stored image: { id, url, contentUrl }. */
  | { type: 'media' }
  /** A nested object; its named fields are checked, others are free. A PUT merges it into the stored one. */
  | { type: 'object'; fields?: Record<string, FieldRule> }
  | { type: 'list'; of?: FieldRule; max?: number }
) & {
  /** Must be present and not blank on create, and may not be blanked on update. */
  required?: boolean;
  /** Managed by the platform (a token): no write through the generic CRUD changes it. */
  readOnly?: boolean;
};

/** The schema of one resource. */
export interface ResourceSchema {
  fields: Record<string, FieldRule>;
  /** The fields each role may write; a role not named writes none. */
  writable?: Partial<Record<WritingRole, readonly string[]>>;
  /** Rules across fields, on the record as it would be stored. */
  check?: (record: StoredRecord) => Violation[];
}

const text = (max = 255, extra: Partial<Extract<FieldRule, { type: 'text' }>> = {}): FieldRule => ({
  type: 'text',
  max,
  ...extra,
});
const name: FieldRule = text(255);
const requiredName: FieldRule = { ...text(255), required: true };
const longText: FieldRule = text(20_000);
const amount: FieldRule = { type: 'number', min: 0 };
const count: FieldRule = { type: 'number', min: 0, integer: true };
const position: FieldRule = { type: 'number', min: 0, max: 1_000_000, integer: true };
const flag: FieldRule = { type: 'boolean' };
const ref: FieldRule = { type: 'ref' };
const refs: FieldRule = { type: 'refs' };
const media: FieldRule = { type: 'media' };
const date: FieldRule = text(40, { format: 'date' });
const datetime: FieldRule = text(40, { format: 'datetime' });
const time: FieldRule = text(8, { format: 'time' });
const free: FieldRule = { type: 'object' };
const freeList: FieldRule = { type: 'list', max: 1000 };
/** Preparation times: up to a day, in minutes. */
const preparationMinutes: FieldRule = { type: 'number', min: 0, max: 24 * 60, integer: true };
/** A fee or a share stored as a fraction (0.1 for 10 %). */
const fraction: FieldRule = { type: 'number', min: 0, max: 1 };
const latitude: FieldRule = { type: 'number', min: -90, max: 90 };
const longitude: FieldRule = { type: 'number', min: -180, max: 180 };

const addressFields: Record<string, FieldRule> = {
  name,
  longitude,
  latitude,
  postCode: text(20),
  country: text(60),
  city: text(120),
  street: text(255),
  houseNumber: text(40),
  fullAddress: text(500),
};
const address: FieldRule = { type: 'object', fields: addressFields };

// The intervals of a day and the cutoff rules are checked by the domain's validators (validatePeriods,
// validateCutoffRules) in resources.ts; the schema checks the rest.
const openingDays: FieldRule = {
  type: 'list',
  max: 400,
  of: {
    type: 'object',
    fields: {
      day: { type: 'number', min: 1, max: 7, integer: true },
      date,
      timeIntervals: { type: 'list', max: 24 },
    },
  },
};
const cutoffRules: FieldRule = { type: 'list', max: 50, of: free };
const expenseConfig: Record<string, FieldRule> = {
  expenseCodeTitle: name,
  expenseCodeList: { type: 'list', max: 1000, of: text(255) },
  expenseCodeRequired: { type: 'number', min: 0, max: 2, integer: true },
  expenseCodeOnlyFromList: flag,
  expenseCodeRegexValidation: text(500, { format: 'regex' }),
  expenseCodeRegexValidationError: name,
  expenseCodePlaceholder: name,
  additionalExpenseCodes: { type: 'list', max: 50, of: free },
};
const menuItem: Record<string, FieldRule> = {
  name: requiredName,
  description: longText,
  restaurant: ref,
  isActive: flag,
  position,
  inactiveUntil: datetime,
  translations: free,
};
const prices: Record<string, FieldRule> = {
  price: amount,
  discountPrice: amount,
  supplierPrice: amount,
  kcal: count,
};
/**
 * What a restaurant admin writes on a menu item. Meals and options add their prices, the supplier price included:
 * the spec lists it among the fields of the menu the restaurant admin keeps (entities-lists-forms 3 and 6).
 */
const menuWritable = [
  'name',
  'description',
  'restaurant',
  'isActive',
  'position',
  'inactiveUntil',
  'translations',
];

const period =
  (from: string, to: string) =>
  (record: StoredRecord): Violation[] => {
    const start = record[from];
    const end = record[to];
    if (typeof start !== 'string' || typeof end !== 'string' || start === '' || end === '') return [];
    const [a, b] = [Date.parse(start), Date.parse(end)];
    return !Number.isNaN(a) && !Number.isNaN(b) && b < a
      ? [{ propertyPath: to, message: `This value should not be before ${from}.` }]
      : [];
  };

/** The schemas, by base path. */
export const SCHEMAS: Record<string, ResourceSchema> = {
  users: {
    fields: {
      firstName: name,
      lastName: name,
      email: { ...text(180, { format: 'email' }), required: true },
      phone: text(40, { format: 'phone' }),
      enabled: flag,
      company: ref,
      companyId: ref,
      companyTeams: refs,
      userRoles: {
        type: 'list',
        max: 50,
        of: { type: 'object', fields: { company: ref, restaurant: ref, role: text(60) } },
      },
    },
    writable: {
      ROLE_COMPANY: [
        'firstName',
        'lastName',
        'email',
        'phone',
        'enabled',
        'company',
        'companyId',
        'companyTeams',
      ],
    },
  },
  'user-addresses': {
    fields: { ...addressFields, user: ref },
    writable: { ROLE_COMPANY: [...Object.keys(addressFields), 'user'] },
  },
  promotions: {
    fields: {
      name: requiredName,
      promotionType: { type: 'enum', values: ['company', 'user', 'allowance'], required: true },
      company: ref,
      dateFrom: date,
      dateTo: date,
      timeFrom: time,
      timeTo: time,
      restaurants: refs,
      users: refs,
      allowances: refs,
      discountPercent: { type: 'number', min: 0, max: 100 },
    },
    check: (record) => {
      const promotion = record as unknown as Promotion;
      return toViolations(validatePromotion(promotion, promotionFlags(promotion)));
    },
  },
  canteens: {
    fields: {
      canteenId: ref,
      identifier: text(60),
      restaurantId: ref,
      cutoffTime: text(19, { format: 'cutoff' }),
      name,
    },
    writable: { ROLE_RESTAURANT: [] },
  },
  'company-addresses': {
    fields: { ...addressFields, company: ref },
    writable: { ROLE_COMPANY: [...Object.keys(addressFields), 'company'] },
  },
  'company-balances': {
    fields: { company: ref, user: ref, balance: { type: 'number' }, canteenBalance: { type: 'number' } },
    writable: { ROLE_COMPANY: [] },
  },
  'company-teams': {
    fields: { name: requiredName, company: ref, employees: refs },
    writable: { ROLE_COMPANY: ['name', 'company', 'employees'] },
  },
  'company-allowances': {
    fields: {
      name,
      company: ref,
      isActive: flag,
      amount,
      days: openingDays,
      groupAllowedEmployees: refs,
      intervalStart: date,
      ...expenseConfig,
    },
    writable: {
      ROLE_COMPANY: [
        'name',
        'company',
        'isActive',
        'amount',
        'days',
        'groupAllowedEmployees',
        'intervalStart',
        ...Object.keys(expenseConfig),
      ],
    },
  },
  'file-manager': {
    fields: {
      type: text(60),
      relationId: ref,
      folderId: ref,
      title: name,
      fileName: name,
      mimeType: text(120),
      content: text(15 * 1024 * 1024),
    },
    writable: { ROLE_EXTRA_BILLING_ACCESS: ['title', 'folderId'] },
  },
  'meal-option-groups': { fields: menuItem, writable: { ROLE_RESTAURANT: menuWritable } },
  'meal-options': {
    fields: { ...menuItem, ...prices, mealOptionGroup: ref },
    writable: {
      ROLE_RESTAURANT: [
        ...menuWritable,
        'price',
        'discountPrice',
        'supplierPrice',
        'kcal',
        'mealOptionGroup',
      ],
    },
  },
  'meal-categories': { fields: menuItem, writable: { ROLE_RESTAURANT: menuWritable } },
  meals: {
    fields: {
      ...menuItem,
      ...prices,
      category: ref,
      deliveryUnit: { type: 'number', min: 1, max: 1000, integer: true },
      minimumQuantity: { type: 'number', min: 1, max: 1000, integer: true },
      groupsOrder: refs,
      imageMedia: media,
      thumbMedia: media,
    },
    writable: {
      ROLE_RESTAURANT: [
        ...menuWritable,
        'price',
        'discountPrice',
        'supplierPrice',
        'kcal',
        'category',
        'deliveryUnit',
        'minimumQuantity',
        'groupsOrder',
        'imageMedia',
        'thumbMedia',
      ],
    },
  },
  'delivery-setting': {
    fields: {
      restaurant: ref,
      defaultPreparationTime: preparationMinutes,
      deliveryRules: { type: 'list', max: 100, of: { type: 'object', fields: { distanceTo: amount } } },
    },
    writable: { ROLE_RESTAURANT: ['restaurant', 'defaultPreparationTime', 'deliveryRules'] },
  },
  'restaurant-tags': { fields: { name, tagGroup: ref, image: media, translations: free } },
  'restaurant-tag-groups': { fields: { name, translations: free } },
  'residential-canteen-addresses': { fields: { ...addressFields, residentialCanteen: ref } },
  'residential-canteen-partner-relations': {
    fields: { residentialCanteen: ref, restaurant: ref, deliveryTime: time },
  },
  'residential-canteens': { fields: { name, address, identifier: text(60) } },
  companies: {
    fields: {
      name: requiredName,
      hideAllRestaurants: flag,
      hiddenRestaurants: refs,
      hideAllExceptions: refs,
      deliveryCompletedTemplate: longText,
      serviceFeePercent: fraction,
      billingInfo: { type: 'object', fields: { groupOrderFee: amount, serviceFee: fraction } },
      orderConfirmationEmail: flag,
      deliveryCompletedEmail: flag,
      deliveryDriverDeliveringEmail: flag,
      ccPartnerRelations: { type: 'list', max: 100, of: { type: 'object', fields: { deliveryTime: time } } },
      deliveryPriceOverrides: {
        type: 'list',
        max: 100,
        of: { type: 'object', fields: { min_order_value: amount, delivery_price: amount } },
      },
      isServiceFeeVisible: flag,
      balance: { type: 'number' },
    },
    writable: {
      ROLE_COMPANY: [
        'name',
        'deliveryCompletedTemplate',
        'orderConfirmationEmail',
        'deliveryCompletedEmail',
        'deliveryDriverDeliveringEmail',
      ],
    },
  },
  coupons: {
    fields: {
      code: { ...text(60), required: true },
      value: amount,
      minimumPrice: amount,
      maximumPrice: amount,
      restaurants: refs,
      isActive: flag,
    },
    check: (record) => toViolations(validateCoupon(record as Parameters<typeof validateCoupon>[0])),
  },
  billing: {
    fields: {
      company: ref,
      restaurant: ref,
      periodStart: date,
      periodEnd: date,
      files: { type: 'list', max: 100, of: free },
      type: text(60),
      relationId: ref,
      billingFolderId: ref,
      amount,
    },
    // Only a super admin changes what an invoice says (its amount, period, owner).
    writable: {
      ROLE_EXTRA_BILLING_ACCESS: ['files', 'billingFolderId'],
      ROLE_COMPANY: [],
      ROLE_RESTAURANT: [],
    },
    check: period('periodStart', 'periodEnd'),
  },
  'registration-codes': { fields: { code: { ...text(60), required: true }, company: ref, isActive: flag } },
  banners: { fields: { name, bannerImageMedia: media, isActive: flag, position } },
  'custom-export-category': { fields: { name: requiredName } },
  'custom-export': {
    fields: {
      name: requiredName,
      category: ref,
      query: text(255),
      token: { ...text(128), readOnly: true },
      columns: { type: 'list', max: 200, of: text(120) },
    },
  },
  brands: { fields: { name: requiredName, logo: media } },
  restaurants: {
    fields: {
      name: requiredName,
      isActive: flag,
      isEnabledForRestaurantAdmin: flag,
      brand: ref,
      cuisine: name,
      coverImageMedia: media,
      cardImageMedia: media,
      openingDays,
      specialClosures: openingDays,
      personalPickupInformation: {
        type: 'object',
        fields: {
          ...addressFields,
          personalCollectionEnabled: flag,
          contactPhone: text(40, { format: 'phone' }),
          minimumOrderValue: amount,
        },
      },
      pickupInformation: address,
      deliverySetting: {
        type: 'object',
        fields: { defaultPreparationTime: preparationMinutes, deliveryRules: freeList },
      },
      softwareSettings: free,
      areas: {
        type: 'list',
        max: 200,
        of: {
          type: 'object',
          fields: {
            name,
            deliveryRadius: amount,
            deliveryDelay: count,
            deliveryPriceLimit: amount,
            isActive: flag,
            minimumOrder: amount,
            deliveryPrice: amount,
            deliveryMinTime: count,
            deliveryMaxTime: count,
            isPreOrder: flag,
            preOrderDayBefore: count,
            // The polygon (a circle has a radius instead), and what the save of an area fixes.
            area: {
              type: 'list',
              max: 500,
              of: { type: 'object', fields: { lat: latitude, lng: longitude } },
            },
            preOrderBorderTime: time,
            preOrderDayUntil: count,
            priceCategory: text(40),
          },
        },
      },
      billingInfo: {
        type: 'object',
        fields: {
          cardTransactionFee: fraction,
          commOnDelivery: fraction,
          commOnFood: fraction,
          // The names the restaurant is billed under: the spec gives no shape; the back-office edits a list of
          // names (apps/backoffice/src/screens/restaurants/restaurantPages.ts, billingSections).
          restaurantVariants: { type: 'list', max: 50, of: { ...text(120), required: true } },
          pickupAddress: address,
        },
      },
      translations: free,
      defaultCanteenRules: cutoffRules,
      fhrsId: text(60),
      tabletSn: text(120),
      thirdPartyType: text(60),
      timezoneRegion: text(60),
      deliverooUrl: text(500),
      restaurantDiscount: {
        type: 'object',
        fields: { discountPriceEnabled: flag, discountPriceOnlyForCanteen: flag },
      },
      externalType: text(60),
      externalId: text(120),
      displayCanteenSubOrders: flag,
      accessToken: { ...text(128), readOnly: true },
      highlighted: flag,
      menuUpdatedAt: datetime,
      inactiveUntil: datetime,
    },
    // Business hours, pictures and texts; not whether it is active, its commission, its tokens or its highlight.
    writable: {
      ROLE_RESTAURANT: [
        'openingDays',
        'specialClosures',
        'coverImageMedia',
        'cardImageMedia',
        'translations',
        'personalPickupInformation',
        'pickupInformation',
        'deliverySetting',
      ],
    },
  },
  'cloud-canteens': {
    fields: {
      name,
      identifier: text(60),
      company: ref,
      relatedRestaurants: {
        type: 'list',
        max: 100,
        of: { type: 'object', fields: { restaurant: ref, rules: cutoffRules, cutoffTimeOverride: text(19) } },
      },
      deliveryTime: time,
      cutoffTime: text(19, { format: 'cutoff' }),
      recurrenceEnds: date,
      budgetOverrides: freeList,
      address,
      token: { ...text(128), readOnly: true },
      ...expenseConfig,
    },
  },
  'delivery-provider-jobs': {
    fields: {
      deliveryJob: free,
      provider: text(60),
      deliveryUid: text(120),
      etaToDestination: datetime,
      status: text(40),
    },
  },
  'delivery-jobs': {
    fields: {
      status: text(40),
      courierStatus: { type: 'enum', values: COURIER_STATUSES },
      deliveryMethod: text(60),
      primaryDeliveryMethod: text(60),
      activeDeliveryMethod: text(60),
      driverName: name,
      driverPhone: text(40),
      etaToPickup: datetime,
      etaToDropoff: datetime,
      pickupTime: datetime,
      preparationTime: preparationMinutes,
      trackingUrl: text(2000),
      disableAutoCreate: flag,
      isPriority: flag,
      priority: { type: 'number', min: 0, max: 100, integer: true },
      vehicleType: text(40),
      dropoffAddress: { type: 'object', fields: { latitude, longitude } },
      pickupAddress: address,
      dropoffFinishedAt: datetime,
      orders: { ...refs, readOnly: true },
    },
  },
  'todo-lists': {
    fields: { title: name, user: ref, ordering: position, company: ref, restaurant: ref, finished: flag },
  },
  translations: {
    fields: { namespace: text(60), locale: text(10), key: { ...text(255), required: true }, value: longText },
  },
  dynamic_settings: {
    fields: {
      name,
      restaurantReloadInterval: { type: 'number', min: 1, max: 86_400, integer: true },
      simulatorEnabled: flag,
      supportPhone: text(40),
      maintenanceMode: flag,
      ordering: {
        type: 'object',
        fields: {
          maxItemsPerOrder: { type: 'number', min: 1, max: 1000, integer: true },
          preordersEnabled: flag,
        },
      },
      supportedCountries: { type: 'list', max: 50, of: text(2) },
    },
  },
};

const EMAIL = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]{2,}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const CUTOFF = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
/** The platform's country: phone numbers are read as Hungarian ones (international ones carry their code). */
const PHONE_COUNTRY = 'HU';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isReference(value: unknown): boolean {
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  if (typeof value === 'string') return value.trim() !== '' && value.length <= 255;
  if (!isPlainObject(value)) return false;
  const id = value.id ?? value['@id'];
  return (typeof id === 'string' && id !== '') || typeof id === 'number';
}

function formatMessage(format: string): string | undefined {
  return {
    email: 'This value is not a valid email address.',
    phone: 'This value is not a valid phone number.',
    regex: 'This value is not a valid regular expression (or one that can run for ever).',
    time: 'This value should be a time (HH:mm).',
    date: 'This value should be a date (YYYY-MM-DD).',
    datetime: 'This value should be a date and time.',
    cutoff: 'This value should be a date and time (YYYY-MM-DD HH:mm:ss).',
  }[format];
}

function formatOk(format: string, value: string): boolean {
  switch (format) {
    case 'email':
      return EMAIL.test(value);
    case 'phone':
      return (
        isValidPhone(value, PHONE_COUNTRY) || (value.startsWith('+') && /^\+[\d\s()-]{7,20}$/.test(value))
      );
    case 'regex':
      // Cost codes are checked with RE2 (linear time, so even (a+)+ is safe); a pattern it cannot compile would
      // never be applied, so it is refused here.
      return isValidCostCodePattern(value);
    case 'time':
      return isValidTime(value);
    case 'date':
      return DATE.test(value)
        ? !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
        : !Number.isNaN(Date.parse(value));
    case 'datetime':
      return !Number.isNaN(Date.parse(value.includes('T') ? value : value.replace(' ', 'T')));
    case 'cutoff':
      return CUTOFF.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));
    default:
      return true;
  }
}

/** The violations of one value against its rule (the path names it in the answer). */
export function checkValue(rule: FieldRule, value: unknown, path: string): Violation[] {
  const refuse = (message: string): Violation[] => [{ propertyPath: path, message }];
  if (value === null || value === undefined) return [];
  switch (rule.type) {
    case 'text': {
      if (typeof value !== 'string') return refuse('This value should be of type string.');
      if (value.length > (rule.max ?? 10_000))
        return refuse(`This value is too long. It should have ${rule.max ?? 10_000} characters or less.`);
      if (value !== '' && rule.format && !formatOk(rule.format, value))
        return refuse(formatMessage(rule.format) ?? 'This value is not valid.');
      return [];
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value))
        return refuse('This value should be of type number.');
      if (rule.integer && !Number.isInteger(value)) return refuse('This value should be a whole number.');
      if (rule.min !== undefined && value < rule.min) {
        return refuse(
          rule.max !== undefined
            ? `This value should be between ${rule.min} and ${rule.max}.`
            : `This value should be greater than or equal to ${rule.min}.`,
        );
      }
      if (rule.max !== undefined && value > rule.max) {
        return refuse(
          rule.min !== undefined
            ? `This value should be between ${rule.min} and ${rule.max}.`
            : `This value should be less than or equal to ${rule.max}.`,
        );
      }
      return [];
    }
    case 'boolean':
      return typeof value === 'boolean' ? [] : refuse('This value should be of type bool.');
    case 'enum':
      return typeof value === 'string' && rule.values.includes(value)
        ? []
        : refuse('The value you selected is not a valid choice.');
    case 'ref':
      return isReference(value) ? [] : refuse('This value should be a single reference.');
    case 'refs':
      if (!Array.isArray(value)) return refuse('This value should be a list of references.');
      if (value.length > 10_000) return refuse('This list is too long.');
      return value.some((entry) => !isReference(entry))
        ? refuse('This value should be a list of references.')
        : [];
    case 'media':
      if (!isPlainObject(value)) return refuse('This value should be an image.');
      return ['url', 'contentUrl'].some(
        (key) => value[key] !== undefined && value[key] !== null && typeof value[key] !== 'string',
      ) ||
        (value.id !== undefined && value.id !== null && !isReference(value.id))
        ? refuse('This value should be an image.')
        : [];
    case 'object': {
      if (!isPlainObject(value)) return refuse('This value should be an object.');
      return Object.entries(rule.fields ?? {}).flatMap(([key, inner]) =>
        checkValue(inner, value[key], `${path}.${key}`),
      );
    }
    case 'list': {
      if (!Array.isArray(value)) return refuse('This value should be a list.');
      if (value.length > (rule.max ?? 10_000))
        return refuse(`This list should have ${rule.max ?? 10_000} items or less.`);
      const of = rule.of;
      if (!of) return [];
      return value.flatMap((entry, index) =>
        // A list's entries are never missing: `required` on `of` refuses a null or blank entry too.
        of.required && blank(entry)
          ? [{ propertyPath: `${path}.${index}`, message: 'This value should not be blank.' }]
          : checkValue(of, entry, `${path}.${index}`),
      );
    }
  }
}

/**
 * A PUT's fields merged into the stored record: nested objects merge key by key (a partial `billingInfo` keeps the
 * keys it does not name); lists, texts and numbers are replaced.
 * @example mergeFields({ a: { x: 1, y: 2 } }, { a: { y: 3 } }) // { a: { x: 1, y: 3 } }
 */
export function mergeFields(
  stored: Record<string, unknown>,
  fields: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    const current = stored[key];
    merged[key] =
      isPlainObject(current) && isPlainObject(value) ? { ...current, ...mergeFields(current, value) } : value;
  }
  return merged;
}

/** Deep equality of JSON values. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return (a ?? null) === (b ?? null);
  return JSON.stringify(a) === JSON.stringify(b);
}

const blank = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks a write of a resource: who may change which field (`roles` are the principal's writing roles for this
 * resource, none for a super admin), then the type and range of each field written, then the rules across fields on
 * the record as it would be stored. Answers the violations.
 */
export function writeViolations(
  base: string,
  stored: StoredRecord | undefined,
  fields: Record<string, unknown>,
  next: StoredRecord,
  roles: readonly WritingRole[] | 'all',
): Violation[] {
  const schema = SCHEMAS[base];
  if (!schema) return [];
  const changed = (key: string) => (stored ? !sameJson(fields[key], stored[key]) : !blank(fields[key]));
  const denied: Violation[] = [];
  for (const key of Object.keys(fields)) {
    if (!changed(key)) continue;
    if (schema.fields[key]?.readOnly) {
      denied.push({ propertyPath: key, message: 'This value is managed by the platform and cannot be set.' });
    } else if (roles !== 'all' && !roles.some((role) => (schema.writable?.[role] ?? []).includes(key))) {
      denied.push({ propertyPath: key, message: 'You may not change this field.' });
    }
  }
  if (denied.length > 0) return denied;
  const typed = Object.keys(fields).flatMap((key) => {
    const rule = schema.fields[key];
    if (!rule) return [];
    if (rule.required && blank(next[key]))
      return [{ propertyPath: key, message: 'This value should not be blank.' }];
    return checkValue(rule, next[key], key);
  });
  if (typed.length > 0) return typed;
  const missing = stored
    ? []
    : Object.entries(schema.fields)
        .filter(([key, rule]) => rule.required && blank(next[key]))
        .map(([key]) => ({ propertyPath: key, message: 'This value should not be blank.' }));
  return [...missing, ...(schema.check?.(next) ?? [])];
}
