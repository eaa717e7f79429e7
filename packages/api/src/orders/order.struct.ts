import type {
  CanteenSubOrderSummary,
  ExpenseCodeEntry,
  MealOptionLine,
  Order,
  OrderCanteenRef,
  OrderInvoiceBlock,
  OrderMeal,
  RestaurantJobData,
} from '@backoffice/domain';
import { ORDER_STATUSES } from '@backoffice/domain';
import type { Infer } from 'superstruct';
import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  object,
  optional,
  record,
  string,
  type,
  union,
  unknown,
} from 'superstruct';

import type { Assert, Conforms } from '../client/structs.js';
import { byKind, IdStruct, maybe } from '../client/structs.js';
import { DeliveryJobStruct } from '../deliveryJobs/deliveryJob.struct.js';

const NamedRef = byKind({
  string: string(),
  object: type({ id: optional(IdStruct), name: optional(string()) }),
});

const MealOptionLineStruct = type({
  id: optional(IdStruct),
  name: optional(string()),
  groupPosition: maybe(number()),
  mealOptionPosition: maybe(number()),
  quantity: number(),
  price: maybe(number()),
  supplierPrice: maybe(number()),
  mealoption: maybe(NamedRef),
  mealoptiongroup: maybe(NamedRef),
});

const OrderMealStruct = type({
  id: IdStruct,
  name: string(),
  description: maybe(string()),
  quantity: number(),
  refundedQuantity: maybe(number()),
  price: maybe(number()),
  supplierPrice: maybe(number()),
  children: optional(array(MealOptionLineStruct)),
  labelCode: maybe(array(string())),
});

const CanteenRefStruct = type({
  id: optional(IdStruct),
  identifier: string(),
  cutoffTime: maybe(string()),
  token: maybe(string()),
});

const CanteenRuleStruct = type({ cutoffTime: string(), limit: number() });

const CanteenSubOrderSummaryStruct = type({
  cutoffTime: string(),
  mealsQuantity: nullable(number()),
  priceSumItems: nullable(number()),
  supplierPriceSumItems: nullable(number()),
  orderIds: array(IdStruct),
});

const RestaurantJobDataStruct = type({
  job_id: maybe(IdStruct),
  status: maybe(string()),
  data: optional(
    type({
      channel: maybe(
        type({
          steps: optional(array(type({ done: optional(boolean()), status: optional(string()) }))),
        }),
      ),
    }),
  ),
});

/** The code values of a cost-code row keyed by 'default' and extra field ids, and its share in percent. */
export const ExpenseCodeEntryStruct = type({ codes: record(string(), string()), distribution: number() });

/** Invoice blocks: "exact field shapes not shown", so known fields are typed and the rest is kept. */
const InvoiceBlockStruct = type({
  invoiceNumber: maybe(string()),
  net: maybe(number()),
  vat: maybe(number()),
  gross: maybe(number()),
});

/** An order as GET /orders/{id} and the order lists send it; read with `type()` so a save keeps every field. */
export const OrderStruct = type({
  id: string(),
  identifier: string(),
  identifierForRestaurant: maybe(string()),
  status: enums(ORDER_STATUSES),
  createdAt: string(),
  updatedAt: maybe(string()),
  isConfirmed: optional(boolean()),
  preparationConfirmed: optional(boolean()),
  isAsap: optional(boolean()),
  isActiveForRestaurant: optional(boolean()),
  startPrepareAt: maybe(string()),
  startDeliveryAt: maybe(string()),
  cutoffTime: maybe(string()),
  deliveryWindowFrom: maybe(string()),
  deliveryWindowTo: maybe(string()),
  requiredDeliveryTime: maybe(string()),
  requiredStarterTime: maybe(string()),
  restaurant: maybe(
    byKind({
      string: string(),
      object: type({ id: IdStruct, name: optional(string()), displayCanteenSubOrders: optional(boolean()) }),
    }),
  ),
  restaurantName: maybe(string()),
  company: maybe(byKind({ string: string(), object: type({ id: IdStruct, name: optional(string()) }) })),
  companyName: maybe(string()),
  deliveryName: maybe(string()),
  userProfile: maybe(type({ firstName: maybe(string()), lastName: maybe(string()) })),
  phone: maybe(string()),
  comment: maybe(string()),
  meals: array(OrderMealStruct),
  // The platform sends null for the count and the money fields (issue 20 item 5).
  mealsQuantity: maybe(number()),
  paymentMethod: maybe(string()),
  priceSum: maybe(number()),
  priceSumItems: maybe(number()),
  supplierPriceSumItems: maybe(number()),
  priceDelivery: maybe(number()),
  priceSumUser: maybe(number()),
  priceSumFirm: maybe(number()),
  priceTotal: maybe(number()),
  priceCouponDiscount: maybe(number()),
  userDiscount: maybe(number()),
  firmDiscount: maybe(number()),
  currency: maybe(string()),
  currencyLocale: maybe(string()),
  deliveryFullAddress: maybe(string()),
  deliverySubAddress: maybe(string()),
  deliveryAddressDetails: maybe(type({ city: maybe(string()) })),
  deliveryJob: maybe(DeliveryJobStruct),
  cloudcanteen: maybe(CanteenRefStruct),
  residentialcanteen: maybe(CanteenRefStruct),
  canteenRules: maybe(array(CanteenRuleStruct)),
  canteenData: maybe(type({ collected_orders_notification: maybe(array(type({ cutoffTime: string() }))) })),
  canteenSubOrdersByCutoff: maybe(array(CanteenSubOrderSummaryStruct)),
  canteenSuborderForCutoff: maybe(string()),
  baseId: maybe(string()),
  token: maybe(string()),
  labelCodes: maybe(array(string())),
  thirdPartyOrderId: maybe(string()),
  thirdPartyTrackingUrl: maybe(string()),
  thirdPartyCode: maybe(string()),
  thirdPartyDifferences: optional(unknown()),
  warning: maybe(string()),
  warnings: maybe(array(string())),
  restaurantEmailStatus: maybe(string()),
  restaurantEmailErrorCount: maybe(number()),
  restaurantData: maybe(RestaurantJobDataStruct),
  deliverectError: maybe(string()),
  sentRatio: maybe(number()),
  isDeliveryProcessed: optional(boolean()),
  canYouCreateDeliveryJob: optional(boolean()),
  cancelReason: maybe(string()),
  adminCancelReasonType: maybe(string()),
  adminCancelReason: maybe(string()),
  costCode: maybe(byKind({ array: array(ExpenseCodeEntryStruct), string: string() })),
  expenseCode: maybe(byKind({ array: array(ExpenseCodeEntryStruct), string: string() })),
  selectedExpenseRuleId: maybe(IdStruct),
  supplierInvoice: maybe(InvoiceBlockStruct),
  commissionInvoice: maybe(InvoiceBlockStruct),
  salesInvoice: maybe(InvoiceBlockStruct),
  additionalInvoices: maybe(array(InvoiceBlockStruct)),
  supplierPaidDate: maybe(string()),
  requiresSeparateInvoice: maybe(boolean()),
  refund: optional(unknown()),
});

/** The approve answer: the order, with already_approved when someone approved it first. */
export const ApproveAnswerStruct = type({ ...OrderStruct.schema, already_approved: optional(boolean()) });

/** PUT /orders/{id}/refund-order/calculate. */
export const RefundCalculationStruct = object({ company_amount: number(), user_amount: optional(number()) });

/** GET /orders/{id}/confirmation-email-preview. */
export const EmailPreviewStruct = object({ html: string() });

/** POST /orders/{id}/send-to-courier-provider: success, or the server's errors. */
export const CourierProviderAnswerStruct = union([
  object({ success: literal(true) }),
  object({ success: literal(false), errors: array(string()) }),
]);

/** GET /orders/{id}/default-delivery-job-values: shape not shown, known fields typed, the rest kept. */
export const DefaultDeliveryJobValuesStruct = type({
  deliveryMethod: maybe(string()),
  vehicleType: maybe(string()),
  pickupTime: maybe(string()),
  preparationTime: maybe(number()),
});

export type _OrderConforms = Assert<Conforms<Infer<typeof OrderStruct>, Order>>;
export type _MealConforms = Assert<Conforms<Infer<typeof OrderMealStruct>, OrderMeal>>;
export type _MealOptionConforms = Assert<Conforms<Infer<typeof MealOptionLineStruct>, MealOptionLine>>;
export type _CanteenRefConforms = Assert<Conforms<Infer<typeof CanteenRefStruct>, OrderCanteenRef>>;
export type _SummaryConforms = Assert<
  Conforms<Infer<typeof CanteenSubOrderSummaryStruct>, CanteenSubOrderSummary>
>;
export type _JobDataConforms = Assert<Conforms<Infer<typeof RestaurantJobDataStruct>, RestaurantJobData>>;
export type _ExpenseConforms = Assert<Conforms<Infer<typeof ExpenseCodeEntryStruct>, ExpenseCodeEntry>>;
export type _InvoiceConforms = Assert<Conforms<Infer<typeof InvoiceBlockStruct>, OrderInvoiceBlock>>;
