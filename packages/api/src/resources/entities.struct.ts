import type {
  Allowance,
  Banner,
  Brand,
  CloudCanteen,
  Company,
  CompanyAddress,
  Coupon,
  CustomExport,
  Invoice,
  Meal,
  MealCategory,
  MealOption,
  MealOptionGroup,
  Promotion,
  RegistrationCode,
  ResidentialCanteen,
  Restaurant,
  Tag,
  TagGroup,
  Team,
  Todo,
  User,
} from '@backoffice/domain';
import type { Infer, Struct } from 'superstruct';
import { array, boolean, define, enums, number, optional, string, type } from 'superstruct';

import type { Assert, Conforms } from '../client/structs.js';
import { IdStruct, maybe } from '../client/structs.js';

/**
 * A nested part whose inner shape the screens read through domain types but the platform owns: checked to be an
 * object (or a list of objects) and kept exactly as sent, so a save sends it back unchanged.
 */
function nested<T>(name: string): Struct<T, null> {
  return define<T>(name, (value) => typeof value === 'object' && value !== null && !Array.isArray(value));
}
function nestedList<T>(name: string): Struct<T[], null> {
  return define<T[]>(
    name,
    (value) => Array.isArray(value) && value.every((v) => typeof v === 'object' && v !== null),
  );
}

const entity = { id: IdStruct, '@id': optional(string()), '@type': optional(string()) };
const iris = () => optional(array(string()));
const expenseConfig = {
  expenseCodeTitle: maybe(string()),
  expenseCodeList: maybe(array(string())),
  expenseCodeRequired: maybe(number()),
  expenseCodeOnlyFromList: maybe(boolean()),
  expenseCodeRegexValidation: maybe(string()),
  expenseCodeRegexValidationError: maybe(string()),
  expenseCodePlaceholder: maybe(string()),
  additionalExpenseCodes: maybe(
    nestedList<NonNullable<Allowance['additionalExpenseCodes']>[number]>('AdditionalExpenseCode'),
  ),
};
const MediaStruct = type({ id: optional(IdStruct), url: maybe(string()), contentUrl: maybe(string()) });

export const RestaurantStruct = type({
  ...entity,
  name: string(),
  isActive: optional(boolean()),
  isEnabledForRestaurantAdmin: optional(boolean()),
  coverImageMedia: maybe(MediaStruct),
  cardImageMedia: maybe(MediaStruct),
  openingDays: optional(nestedList<NonNullable<Restaurant['openingDays']>[number]>('OpeningDay')),
  specialClosures: optional(nestedList<NonNullable<Restaurant['specialClosures']>[number]>('OpeningDay')),
  personalPickupInformation: maybe(
    nested<NonNullable<Restaurant['personalPickupInformation']>>('PersonalPickupInformation'),
  ),
  pickupInformation: maybe(nested<NonNullable<Restaurant['pickupInformation']>>('Address')),
  deliverySetting: maybe(nested<NonNullable<Restaurant['deliverySetting']>>('DeliverySetting')),
  softwareSettings: maybe(nested<NonNullable<Restaurant['softwareSettings']>>('SoftwareSettings')),
  areas: optional(nestedList<NonNullable<Restaurant['areas']>[number]>('DeliveryArea')),
  billingInfo: maybe(nested<NonNullable<Restaurant['billingInfo']>>('RestaurantBillingInfo')),
  translations: optional(nested<NonNullable<Restaurant['translations']>>('RestaurantTranslations')),
  defaultCanteenRules: optional(array(type({ cutoffTime: string(), limit: number() }))),
  fhrsId: maybe(string()),
  tabletSn: maybe(string()),
  thirdPartyType: maybe(string()),
  timezoneRegion: maybe(string()),
  deliverooUrl: maybe(string()),
  restaurantDiscount: maybe(
    type({ discountPriceEnabled: optional(boolean()), discountPriceOnlyForCanteen: optional(boolean()) }),
  ),
  externalType: maybe(string()),
  externalId: maybe(string()),
  displayCanteenSubOrders: optional(boolean()),
});

const menuItem = {
  ...entity,
  name: string(),
  isActive: optional(boolean()),
  position: optional(number()),
  restaurant: maybe(string()),
  inactiveUntil: maybe(string()),
};
export const MealCategoryStruct = type(menuItem);
export const MealOptionGroupStruct = type(menuItem);
export const MealOptionStruct = type({
  ...menuItem,
  mealOptionGroup: maybe(IdStruct),
  price: maybe(number()),
  discountPrice: maybe(number()),
  supplierPrice: maybe(number()),
  kcal: maybe(number()),
});
export const MealStruct = type({
  ...menuItem,
  description: maybe(string()),
  price: maybe(number()),
  imageMedia: maybe(MediaStruct),
  thumbMedia: maybe(MediaStruct),
  deliveryUnit: optional(number()),
  discountPrice: maybe(number()),
  supplierPrice: maybe(number()),
  kcal: maybe(number()),
  minimumQuantity: optional(number()),
  groupsOrder: optional(array(IdStruct)),
  category: maybe(string()),
});

export const UserStruct = type({
  ...entity,
  firstName: maybe(string()),
  lastName: maybe(string()),
  phone: maybe(string()),
  email: string(),
  enabled: optional(boolean()),
  company: maybe(string()),
  companyId: maybe(IdStruct),
  companyTeams: iris(),
  userRoles: optional(array(type({ company: maybe(string()), restaurant: maybe(string()), role: string() }))),
});

export const CompanyStruct = type({
  ...entity,
  name: string(),
  hideAllRestaurants: optional(boolean()),
  hiddenRestaurants: iris(),
  hideAllExceptions: iris(),
  deliveryCompletedTemplate: maybe(string()),
  serviceFeePercent: maybe(number()),
  billingInfo: maybe(type({ groupOrderFee: maybe(number()), serviceFee: maybe(number()) })),
  orderConfirmationEmail: optional(boolean()),
  deliveryCompletedEmail: optional(boolean()),
  deliveryDriverDeliveringEmail: optional(boolean()),
  ccPartnerRelations: optional(array(type({ deliveryTime: maybe(string()) }))),
  deliveryPriceOverrides: optional(array(type({ min_order_value: number(), delivery_price: number() }))),
  isServiceFeeVisible: optional(boolean()),
});

const address = {
  longitude: maybe(number()),
  latitude: maybe(number()),
  postCode: maybe(string()),
  country: maybe(string()),
  city: maybe(string()),
  street: maybe(string()),
  houseNumber: maybe(string()),
  fullAddress: maybe(string()),
};
const AddressStruct = type(address);
export const CompanyAddressStruct = type({
  ...entity,
  ...address,
  company: maybe(string()),
  name: maybe(string()),
});
export const TeamStruct = type({ ...entity, name: string(), company: maybe(string()), employees: iris() });
export const AllowanceStruct = type({
  ...entity,
  ...expenseConfig,
  name: maybe(string()),
  company: maybe(string()),
  isActive: optional(boolean()),
  days: optional(nestedList<NonNullable<Allowance['days']>[number]>('AllowanceDay')),
  groupAllowedEmployees: iris(),
  intervalStart: maybe(string()),
  amount: maybe(number()),
});
export const CloudCanteenStruct = type({
  ...entity,
  ...expenseConfig,
  name: maybe(string()),
  company: maybe(string()),
  relatedRestaurants: optional(
    nestedList<NonNullable<CloudCanteen['relatedRestaurants']>[number]>('CloudCanteenRestaurant'),
  ),
  deliveryTime: maybe(string()),
  cutoffTime: maybe(string()),
  recurrenceEnds: maybe(string()),
  budgetOverrides: optional(array(define<unknown>('unknown', () => true))),
  address: maybe(AddressStruct),
});
export const ResidentialCanteenStruct = type({
  ...entity,
  name: maybe(string()),
  address: maybe(AddressStruct),
});
export const PromotionStruct = type({
  ...entity,
  name: maybe(string()),
  promotionType: enums(['company', 'user', 'allowance']),
  dateFrom: maybe(string()),
  dateTo: maybe(string()),
  timeFrom: maybe(string()),
  timeTo: maybe(string()),
  restaurants: iris(),
  users: iris(),
  allowances: iris(),
  company: maybe(string()),
  discountPercent: maybe(number()),
});
export const CouponStruct = type({
  ...entity,
  code: maybe(string()),
  value: number(),
  minimumPrice: maybe(number()),
  maximumPrice: maybe(number()),
  restaurants: iris(),
  isActive: optional(boolean()),
});
const nameTranslations = optional(nested<NonNullable<TagGroup['translations']>>('TagGroupTranslations'));
export const TagStruct = type({
  ...entity,
  image: maybe(MediaStruct),
  tagGroup: maybe(string()),
  translations: optional(nested<NonNullable<Tag['translations']>>('TagTranslations')),
});
export const TagGroupStruct = type({ ...entity, translations: nameTranslations });
export const BannerStruct = type({
  ...entity,
  name: maybe(string()),
  bannerImageMedia: maybe(MediaStruct),
  isActive: optional(boolean()),
  position: maybe(number()),
});
export const BrandStruct = type({ ...entity, name: string(), logo: maybe(MediaStruct) });
export const TodoStruct = type({
  ...entity,
  title: maybe(string()),
  user: maybe(string()),
  ordering: maybe(number()),
  company: maybe(string()),
  restaurant: maybe(string()),
  finished: optional(boolean()),
});
export const InvoiceStruct = type({
  ...entity,
  company: maybe(string()),
  restaurant: maybe(string()),
  periodStart: maybe(string()),
  periodEnd: maybe(string()),
  files: optional(array(type({ id: optional(IdStruct), title: maybe(string()), fileName: maybe(string()) }))),
  type: maybe(string()),
  relationId: maybe(IdStruct),
  billingFolderId: maybe(IdStruct),
  amount: maybe(number()),
});
export const RegistrationCodeStruct = type({
  ...entity,
  code: string(),
  company: maybe(string()),
  isActive: optional(boolean()),
});
export const CustomExportStruct = type({
  ...entity,
  name: string(),
  category: maybe(string()),
  query: maybe(string()),
});

export type _RestaurantConforms = Assert<Conforms<Infer<typeof RestaurantStruct>, Restaurant>>;
export type _MealCategoryConforms = Assert<Conforms<Infer<typeof MealCategoryStruct>, MealCategory>>;
export type _MealOptionGroupConforms = Assert<Conforms<Infer<typeof MealOptionGroupStruct>, MealOptionGroup>>;
export type _MealOptionConforms = Assert<Conforms<Infer<typeof MealOptionStruct>, MealOption>>;
export type _MealConforms = Assert<Conforms<Infer<typeof MealStruct>, Meal>>;
export type _UserConforms = Assert<Conforms<Infer<typeof UserStruct>, User>>;
export type _CompanyConforms = Assert<Conforms<Infer<typeof CompanyStruct>, Company>>;
export type _CompanyAddressConforms = Assert<Conforms<Infer<typeof CompanyAddressStruct>, CompanyAddress>>;
export type _TeamConforms = Assert<Conforms<Infer<typeof TeamStruct>, Team>>;
export type _AllowanceConforms = Assert<Conforms<Infer<typeof AllowanceStruct>, Allowance>>;
export type _CloudCanteenConforms = Assert<Conforms<Infer<typeof CloudCanteenStruct>, CloudCanteen>>;
export type _ResidentialCanteenConforms = Assert<
  Conforms<Infer<typeof ResidentialCanteenStruct>, ResidentialCanteen>
>;
export type _PromotionConforms = Assert<Conforms<Infer<typeof PromotionStruct>, Promotion>>;
export type _CouponConforms = Assert<Conforms<Infer<typeof CouponStruct>, Coupon>>;
export type _TagConforms = Assert<Conforms<Infer<typeof TagStruct>, Tag>>;
export type _TagGroupConforms = Assert<Conforms<Infer<typeof TagGroupStruct>, TagGroup>>;
export type _BannerConforms = Assert<Conforms<Infer<typeof BannerStruct>, Banner>>;
export type _BrandConforms = Assert<Conforms<Infer<typeof BrandStruct>, Brand>>;
export type _TodoConforms = Assert<Conforms<Infer<typeof TodoStruct>, Todo>>;
export type _InvoiceConforms = Assert<Conforms<Infer<typeof InvoiceStruct>, Invoice>>;
export type _RegistrationCodeConforms = Assert<
  Conforms<Infer<typeof RegistrationCodeStruct>, RegistrationCode>
>;
export type _CustomExportConforms = Assert<Conforms<Infer<typeof CustomExportStruct>, CustomExport>>;
