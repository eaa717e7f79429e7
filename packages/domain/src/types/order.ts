/**
 * The order as the platform sends it (section 3 of the orders spec). Field names are the platform's; every
 * timestamp is an ISO 8601 string and every price a number in major currency units.
 */
import type { DeliveryJob } from './delivery.js';

/** Values of `order.status` seen on the platform. */
export type OrderStatus = 'init-payment' | 'new' | 'approved' | 'cancelled' | 'cancelled-after-approval';

/** Payment method codes; empty or absent means the company paid. */
export type PaymentMethod =
  'barion' | 'otp' | 'stripe' | 'knh' | 'cash' | 'sodexo-pass' | 'ticket-restaurant' | (string & {});

/** The customer of an order; absent on canteen orders. */
export interface PersonName {
  firstName?: string | null;
  lastName?: string | null;
}

/** A chosen option of a meal ("children" of the meal line). */
export interface MealOptionLine {
  id?: string | number;
  name?: string;
  groupPosition?: number | null;
  mealOptionPosition?: number | null;
  quantity: number;
  price?: number | null;
  supplierPrice?: number | null;
  mealoption?: { id?: string | number; name?: string } | string | null;
  mealoptiongroup?: { id?: string | number; name?: string } | string | null;
}

/** One meal line of an order. `id` is what refund items reference. */
export interface OrderMeal {
  id: string | number;
  name: string;
  description?: string | null;
  quantity: number;
  refundedQuantity?: number | null;
  price?: number | null;
  supplierPrice?: number | null;
  children?: MealOptionLine[];
  labelCode?: string[] | null;
}

/** The canteen an order belongs to (cloud or residential). */
export interface OrderCanteenRef {
  id?: string | number;
  identifier: string;
  cutoffTime?: string | null;
  token?: string | null;
}

/** A cutoff rule of a canteen order: the cutoff time ('YYYY-MM-DD HH:mm:ss') and the meal limit. */
export interface CanteenRule {
  cutoffTime: string;
  limit: number;
}

/** One collected-orders notification of a canteen order: its cutoff has been confirmed. */
export interface CollectedOrdersNotification {
  cutoffTime: string;
  [key: string]: unknown;
}

/** The per-cutoff figures of a canteen order as the platform sums them. */
export interface CanteenSubOrderSummary {
  cutoffTime: string;
  mealsQuantity: number | null;
  priceSumItems: number | null;
  supplierPriceSumItems: number | null;
  orderIds: Array<string | number>;
}

/** Automated-job data on an order (restaurantData). */
export interface RestaurantJobData {
  job_id?: string | number | null;
  status?: AutomatedJobState | (string & {}) | null;
  data?: {
    channel?: { steps?: Array<{ done?: boolean; status?: string; [key: string]: unknown }> } | null;
  } & Record<string, unknown>;
}

/** The state of the automated job chip. */
export type AutomatedJobState = 'working' | 'done' | 'halted' | 'error';

/** One invoice block on an order (supplier, commission, sales). Shape beyond these is not shown. */
export interface OrderInvoiceBlock {
  invoiceNumber?: string | null;
  net?: number | null;
  vat?: number | null;
  gross?: number | null;
  [key: string]: unknown;
}

/** An order, with every field of section 3 that the back-office reads. */
export interface Order {
  id: string;
  identifier: string;
  identifierForRestaurant?: string | null;
  status: OrderStatus;
  createdAt: string;
  updatedAt?: string | null;
  isConfirmed?: boolean;
  preparationConfirmed?: boolean;
  isAsap?: boolean;
  isActiveForRestaurant?: boolean;
  startPrepareAt?: string | null;
  startDeliveryAt?: string | null;
  cutoffTime?: string | null;
  deliveryWindowFrom?: string | null;
  deliveryWindowTo?: string | null;
  requiredDeliveryTime?: string | null;
  requiredStarterTime?: string | null;
  restaurant?: { id: string | number; name?: string; displayCanteenSubOrders?: boolean } | string | null;
  restaurantName?: string | null;
  company?: { id: string | number; name?: string } | string | null;
  companyName?: string | null;
  deliveryName?: string | null;
  userProfile?: PersonName | null;
  phone?: string | null;
  comment?: string | null;
  meals: OrderMeal[];
  /** The platform may send null for this count and for every money field below. */
  mealsQuantity?: number | null;
  paymentMethod?: PaymentMethod | null;
  priceSum?: number | null;
  priceSumItems?: number | null;
  supplierPriceSumItems?: number | null;
  priceDelivery?: number | null;
  priceSumUser?: number | null;
  priceSumFirm?: number | null;
  priceTotal?: number | null;
  priceCouponDiscount?: number | null;
  userDiscount?: number | null;
  firmDiscount?: number | null;
  currency?: string | null;
  currencyLocale?: string | null;
  deliveryFullAddress?: string | null;
  deliverySubAddress?: string | null;
  deliveryAddressDetails?: { city?: string | null } | null;
  deliveryJob?: DeliveryJob | null;
  cloudcanteen?: OrderCanteenRef | null;
  residentialcanteen?: OrderCanteenRef | null;
  canteenRules?: CanteenRule[] | null;
  canteenData?: { collected_orders_notification?: CollectedOrdersNotification[] | null } | null;
  canteenSubOrdersByCutoff?: CanteenSubOrderSummary[] | null;
  canteenSuborderForCutoff?: string | null;
  baseId?: string | null;
  token?: string | null;
  labelCodes?: string[] | null;
  thirdPartyOrderId?: string | null;
  thirdPartyTrackingUrl?: string | null;
  thirdPartyCode?: string | null;
  thirdPartyDifferences?: unknown;
  warning?: string | null;
  warnings?: string[] | null;
  restaurantEmailStatus?: string | null;
  restaurantEmailErrorCount?: number | null;
  restaurantData?: RestaurantJobData | null;
  deliverectError?: string | null;
  sentRatio?: number | null;
  isDeliveryProcessed?: boolean;
  canYouCreateDeliveryJob?: boolean;
  cancelReason?: string | null;
  adminCancelReasonType?: string | null;
  adminCancelReason?: string | null;
  costCode?: ExpenseCodeEntry[] | string | null;
  expenseCode?: ExpenseCodeEntry[] | string | null;
  selectedExpenseRuleId?: string | number | null;
  supplierInvoice?: OrderInvoiceBlock | null;
  commissionInvoice?: OrderInvoiceBlock | null;
  salesInvoice?: OrderInvoiceBlock | null;
  additionalInvoices?: OrderInvoiceBlock[] | null;
  supplierPaidDate?: string | null;
  requiresSeparateInvoice?: boolean | null;
  refund?: unknown;
}

/**
 * One cost-code row: code values keyed by 'default' plus the ids of additional code fields, and the share of
 * the order (percent, two decimals) this row carries.
 */
export interface ExpenseCodeEntry {
  codes: Record<string, string>;
  distribution: number;
}

/** The cost-code configuration of an allowance rule or a cloud canteen. */
export interface ExpenseCodeConfig {
  expenseCodeTitle?: string | null;
  expenseCodeList?: string[] | null;
  /** 2 means required. */
  expenseCodeRequired?: number | null;
  expenseCodeOnlyFromList?: boolean | null;
  expenseCodeRegexValidation?: string | null;
  expenseCodeRegexValidationError?: string | null;
  expenseCodePlaceholder?: string | null;
  additionalExpenseCodes?: AdditionalExpenseCode[] | null;
}

/** An extra cost-code field beside the default one, with its own rules. */
export interface AdditionalExpenseCode {
  id: string;
  title?: string | null;
  list?: string[] | null;
  required?: number | boolean | null;
  onlyFromList?: boolean | null;
  regexValidation?: string | null;
  regexValidationError?: string | null;
  placeholder?: string | null;
}

/** The cancel payload of PUT /orders/{id}/cancel. */
export interface CancelPayload {
  reasonType?: CancelReason | null;
  reason?: string | null;
  cancelEmailText?: string | null;
  refundReason?: RefundOrderReason | null;
  /** Free text when refundReason is 'other'. */
  refundReasonText?: string | null;
  refundOnBehalf?: RefundOnBehalf | null;
}

/** The refund payload of PUT /orders/{id}/refund. Items reference meals by the meal's id. */
export interface Refund {
  items: RefundItem[];
  amount?: number | null;
  reason?: RefundOrderReason | string | null;
  refundOnBehalf?: RefundOnBehalf | null;
}

/** One refunded meal line. */
export interface RefundItem {
  item: string | number;
  quantity: number;
  reason?: RefundItemReason | string | null;
}

export type CancelReason =
  | 'not_confirmed'
  | 'stock_issue'
  | 'technical_issue'
  | 'restaurant_cancelled'
  | 'customer_cancelled'
  | 'other';
export type RefundItemReason =
  | 'not_prepared'
  | 'out_of_stock'
  | 'food_quality'
  | 'not_delivered'
  | 'damaged_packaging'
  | 'cancelled_item'
  | 'other';
export type RefundOrderReason =
  | 'not_prepared'
  | 'out_of_stock'
  | 'food_quality'
  | 'not_delivered'
  | 'late_delivery_restaurant'
  | 'late_delivery_courier'
  | 'damaged_packaging'
  | 'cancelled_order'
  | 'other';
/** Who a refund is made on behalf of; 'platform' (the product itself) is the default. */
export type RefundOnBehalf = 'platform' | 'restaurant' | 'logistics';

/** A canteen (cloud or residential) as order screens see it. */
export interface Canteen {
  canteenId: string | number;
  identifier: string;
  restaurantId: string | number;
  cutoffTime: string;
}

/** A push or service-worker message. */
export interface NotificationMessage {
  type: 'new_order' | (string & {});
  order_ids?: Array<string | number>;
}

/** A validation violation of a 400 answer. */
export interface Violation {
  propertyPath: string;
  message: string;
}

/** A tablet client of the realtime tablet database. */
export interface TabletClient {
  id: string;
  status?: string | null;
  user_id?: string | number | null;
  restaurants?: Array<string | number> | null;
  sunmi?: unknown;
}
