/**
 * Entities of the second spec document: restaurants and menus, companies, canteens, marketing, invoices.
 * Only the fields the spec names are typed; the platform may send more, and the client keeps them.
 */
import type { PersonName } from './order.js';
import type { CanteenRule, ExpenseCodeConfig } from './order.js';

/** Every entity has an id; the platform also sends its IRI as '@id'. */
export interface Entity {
  id: number | string;
  '@id'?: string;
  '@type'?: string;
}

/** An uploaded image. */
export interface Media {
  id?: number | string;
  url?: string | null;
  contentUrl?: string | null;
}

/** Opening time interval, times as 'HH:mm' or 'HH:mm:ss'. */
export interface TimeInterval {
  openTime: string;
  closeTime: string;
}

/** A period of hours used by the period validator (start and end as 'HH:mm' or 'HH:mm:ss'). */
export interface Period {
  start: string;
  end: string;
}

/** An opening day (day 1 Monday to 7 Sunday), or a dated special closure when `date` is set. */
export interface OpeningDay {
  day?: number | null;
  date?: string | null;
  timeIntervals: TimeInterval[];
}

/** A postal address with coordinates. */
export interface Address {
  longitude?: number | null;
  latitude?: number | null;
  postCode?: string | null;
  country?: string | null;
  city?: string | null;
  street?: string | null;
  houseNumber?: string | null;
  fullAddress?: string | null;
}

export interface PersonalPickupInformation extends Address {
  personalCollectionEnabled?: boolean;
  contactPhone?: string | null;
  minimumOrderValue?: number | null;
  photoOfThePlace?: Media | null;
}

/** A delivery area of a restaurant. */
export interface DeliveryArea {
  name: string;
  area?: Array<{ lat: number; lng: number }> | null;
  deliveryRadius?: number | null;
  deliveryDelay?: number | null;
  deliveryPriceLimit?: number | null;
  isActive?: boolean;
  minimumOrder?: number | null;
  deliveryPrice?: number | null;
  deliveryMinTime?: number | null;
  deliveryMaxTime?: number | null;
  isPreOrder?: boolean;
  preOrderBorderTime?: string | null;
  preOrderDayBefore?: number | null;
}

export interface RestaurantTranslation {
  badge?: string | null;
  banner?: string | null;
  description?: string | null;
  search?: string | null;
}

export interface Restaurant extends Entity {
  name: string;
  isActive?: boolean;
  isEnabledForRestaurantAdmin?: boolean;
  coverImageMedia?: Media | null;
  cardImageMedia?: Media | null;
  openingDays?: OpeningDay[];
  specialClosures?: OpeningDay[];
  personalPickupInformation?: PersonalPickupInformation | null;
  pickupInformation?: Address | null;
  deliverySetting?: {
    defaultPreparationTime?: number | null;
    deliveryRules?: Array<{ distanceTo?: number }>;
  } | null;
  softwareSettings?: {
    software?: string | null;
    softwareLimits?: {
      minOrder?: number | null;
      maxOrder?: number | null;
      timeBeforeInMinute?: number | null;
    };
  } | null;
  areas?: DeliveryArea[];
  billingInfo?: {
    cardTransactionFee?: number | null;
    commOnDelivery?: number | null;
    commOnFood?: number | null;
    /** The names the restaurant is billed under (the spec gives no shape: a list of names). */
    restaurantVariants?: string[] | null;
    pickupAddress?: Address | null;
    [variant: string]: unknown;
  } | null;
  translations?: Partial<Record<'en' | 'hu', RestaurantTranslation>>;
  defaultCanteenRules?: CanteenRule[];
  fhrsId?: string | null;
  tabletSn?: string | null;
  thirdPartyType?: string | null;
  timezoneRegion?: string | null;
  deliverooUrl?: string | null;
  restaurantDiscount?: { discountPriceEnabled?: boolean; discountPriceOnlyForCanteen?: boolean } | null;
  externalType?: 'otter' | (string & {}) | null;
  externalId?: string | null;
  displayCanteenSubOrders?: boolean;
}

/** The menu item fields shared by categories, option groups, options and meals. */
export interface MenuItemFields {
  restaurant?: string | null;
  /** End of the day an item was inactivated for (PUT inactivate-for-today); null once activated. */
  inactiveUntil?: string | null;
}

export interface MealCategory extends Entity, MenuItemFields {
  name: string;
  isActive?: boolean;
  position?: number;
}

export interface MealOptionGroup extends Entity, MenuItemFields {
  name: string;
  isActive?: boolean;
  position?: number;
}

export interface MealOption extends Entity, MenuItemFields {
  name: string;
  isActive?: boolean;
  position?: number;
  /** The option's group (its IRI, or its id as the platform sends it). */
  mealOptionGroup?: string | number | null;
  price?: number | null;
  discountPrice?: number | null;
  supplierPrice?: number | null;
  kcal?: number | null;
}

export interface Meal extends Entity, MenuItemFields {
  name: string;
  description?: string | null;
  price?: number | null;
  imageMedia?: Media | null;
  thumbMedia?: Media | null;
  /** Default 1. */
  deliveryUnit?: number;
  discountPrice?: number | null;
  supplierPrice?: number | null;
  kcal?: number | null;
  /** Default 1. */
  minimumQuantity?: number;
  groupsOrder?: Array<string | number>;
  position?: number;
  isActive?: boolean;
  category?: string | null;
}

export interface UserRoleEntry {
  company?: string | null;
  restaurant?: string | null;
  role: string;
}

export interface User extends Entity, PersonName {
  phone?: string | null;
  email: string;
  enabled?: boolean;
  company?: string | null;
  companyId?: number | string | null;
  companyTeams?: string[];
  userRoles?: UserRoleEntry[];
}

export interface Company extends Entity {
  name: string;
  hideAllRestaurants?: boolean;
  hiddenRestaurants?: string[];
  hideAllExceptions?: string[];
  deliveryCompletedTemplate?: string | null;
  /** A fraction: 0.1 means 10 %. */
  serviceFeePercent?: number | null;
  billingInfo?: { groupOrderFee?: number | null; serviceFee?: number | null } | null;
  orderConfirmationEmail?: boolean;
  deliveryCompletedEmail?: boolean;
  deliveryDriverDeliveringEmail?: boolean;
  ccPartnerRelations?: Array<{ deliveryTime?: string | null }>;
  deliveryPriceOverrides?: Array<{ min_order_value: number; delivery_price: number }>;
  isServiceFeeVisible?: boolean;
}

export interface CompanyAddress extends Entity, Address {
  company?: string | null;
  name?: string | null;
}

export interface Team extends Entity {
  name: string;
  company?: string | null;
  employees?: string[];
}

/** An allowance: day 1 (Monday) to 7 (Sunday) with time intervals. */
export interface Allowance extends Entity, ExpenseCodeConfig {
  name?: string | null;
  company?: string | null;
  isActive?: boolean;
  days?: Array<{ day: number; timeIntervals: TimeInterval[] }>;
  groupAllowedEmployees?: string[];
  intervalStart?: string | null;
  amount?: number | null;
}

export interface CloudCanteenRestaurant {
  restaurant: string;
  rules: CanteenRule[];
  cutoffTimeOverride?: string | null;
}

export interface CloudCanteen extends Entity, ExpenseCodeConfig {
  name?: string | null;
  company?: string | null;
  relatedRestaurants?: CloudCanteenRestaurant[];
  deliveryTime?: string | null;
  cutoffTime?: string | null;
  recurrenceEnds?: string | null;
  budgetOverrides?: unknown[];
  address?: Address | null;
}

export type PromotionType = 'company' | 'user' | 'allowance';

export interface Promotion extends Entity {
  name?: string | null;
  promotionType: PromotionType;
  dateFrom?: string | null;
  dateTo?: string | null;
  timeFrom?: string | null;
  timeTo?: string | null;
  restaurants?: string[];
  users?: string[];
  allowances?: string[];
  company?: string | null;
  /** The discount in percent (0 to 100). */
  discountPercent?: number | null;
}

export interface Coupon extends Entity {
  code?: string | null;
  value: number;
  minimumPrice?: number | null;
  maximumPrice?: number | null;
  restaurants?: string[];
  isActive?: boolean;
}

export interface Tag extends Entity {
  image?: Media | null;
  tagGroup?: string | null;
  translations?: Partial<Record<'en' | 'hu', { name?: string; searchKeywords?: string }>>;
}

export interface TagGroup extends Entity {
  translations?: Partial<Record<'en' | 'hu', { name?: string }>>;
}

export interface Banner extends Entity {
  name?: string | null;
  bannerImageMedia?: Media | null;
  isActive?: boolean;
  position?: number | null;
}

export interface Brand extends Entity {
  name: string;
  logo?: Media | null;
}

export interface Todo extends Entity {
  title?: string | null;
  user?: string | null;
  ordering?: number | null;
  company?: string | null;
  restaurant?: string | null;
  finished?: boolean;
}

export interface InvoiceFile {
  id?: number | string;
  title?: string | null;
  fileName?: string | null;
}

export interface Invoice extends Entity {
  company?: string | null;
  restaurant?: string | null;
  periodStart?: string | null;
  periodEnd?: string | null;
  files?: InvoiceFile[];
  type?: string | null;
  relationId?: number | string | null;
  billingFolderId?: number | string | null;
  amount?: number | null;
}

export interface ResidentialCanteen extends Entity {
  name?: string | null;
  address?: Address | null;
}

export interface RegistrationCode extends Entity {
  code: string;
  company?: string | null;
  isActive?: boolean;
}

export interface CustomExport extends Entity {
  name: string;
  category?: string | null;
  query?: string | null;
}

/** Location filter value of the generic list. */
export interface LocationFilter {
  lat: number;
  lon: number;
}
