import type { Struct } from 'superstruct';

import { LooseEntityStruct } from '../client/structs.js';
import { DeliveryJobStruct, DeliveryProviderJobStruct } from '../deliveryJobs/deliveryJob.struct.js';
import { OrderStruct } from '../orders/order.struct.js';
import { createResource } from './createResource.js';
import {
  AllowanceStruct,
  BannerStruct,
  BrandStruct,
  CloudCanteenStruct,
  CompanyAddressStruct,
  CompanyStruct,
  CouponStruct,
  CustomExportStruct,
  InvoiceStruct,
  MealCategoryStruct,
  MealOptionGroupStruct,
  MealOptionStruct,
  MealStruct,
  PromotionStruct,
  RegistrationCodeStruct,
  ResidentialCanteenStruct,
  RestaurantStruct,
  TagGroupStruct,
  TagStruct,
  TeamStruct,
  TodoStruct,
  UserStruct,
} from './entities.struct.js';

const loose = LooseEntityStruct as Struct<{ id: string | number } & Record<string, unknown>, unknown>;

/**
 * Every base path of the second document with its item struct. Shapes the spec does not show are read
 * loosely: an id is required, every other field is kept.
 */
export const resources = {
  users: createResource('users', UserStruct),
  userAddresses: createResource('user-addresses', loose),
  promotions: createResource('promotions', PromotionStruct),
  canteens: createResource('canteens', loose),
  companyAddresses: createResource('company-addresses', CompanyAddressStruct),
  companyBalances: createResource('company-balances', loose),
  companyTeams: createResource('company-teams', TeamStruct),
  companyAllowances: createResource('company-allowances', AllowanceStruct),
  fileManager: createResource('file-manager', loose),
  mealOptionGroups: createResource('meal-option-groups', MealOptionGroupStruct),
  mealOptions: createResource('meal-options', MealOptionStruct),
  mealCategories: createResource('meal-categories', MealCategoryStruct),
  meals: createResource('meals', MealStruct),
  deliverySetting: createResource('delivery-setting', loose),
  restaurantTags: createResource('restaurant-tags', TagStruct),
  restaurantTagGroups: createResource('restaurant-tag-groups', TagGroupStruct),
  residentialCanteenAddresses: createResource('residential-canteen-addresses', loose),
  residentialCanteenPartnerRelations: createResource('residential-canteen-partner-relations', loose),
  residentialCanteens: createResource('residential-canteens', ResidentialCanteenStruct),
  companies: createResource('companies', CompanyStruct),
  coupons: createResource('coupons', CouponStruct),
  billing: createResource('billing', InvoiceStruct),
  registrationCodes: createResource('registration-codes', RegistrationCodeStruct),
  banners: createResource('banners', BannerStruct),
  customExportCategories: createResource('custom-export-category', loose),
  customExports: createResource('custom-export', CustomExportStruct),
  brands: createResource('brands', BrandStruct),
  orderHistory: createResource('order-history', OrderStruct),
  restaurants: createResource('restaurants', RestaurantStruct),
  cloudCanteens: createResource('cloud-canteens', CloudCanteenStruct),
  deliveryProviderJobs: createResource('delivery-provider-jobs', DeliveryProviderJobStruct),
  deliveryJobs: createResource('delivery-jobs', DeliveryJobStruct),
  deliveryJobLog: createResource('delivery-job-log', loose),
  todoLists: createResource('todo-lists', TodoStruct),
  translations: createResource('translations', loose),
  auditLog: createResource('audit-log', loose),
} as const;

/** The name of a generic resource. */
export type ResourceName = keyof typeof resources;
