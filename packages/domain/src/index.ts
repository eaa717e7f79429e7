/**
 * @backoffice/domain: the pure business rules of the back-office. No React, no DOM, no clock: every
 * time-dependent rule takes `now: Date`.
 */
export {
  CANCEL_REASONS,
  COURIER_GROUPS,
  COURIER_STATUSES,
  DELIVERY_JOB_STATUSES,
  LIMITS,
  ORDER_STATUSES,
  REFUND_ITEM_REASONS,
  REFUND_ON_BEHALF,
  REFUND_ORDER_REASONS,
  REFUND_REASON_PLACEHOLDER,
  ROLE_LIST,
  ROLES,
} from './constants/index.js';
export type * from './types/index.js';
export { isTokenExpired, tokenNeedsRefresh } from './auth/index.js';
export { isConfirmWord, validateCancel } from './cancel/index.js';
export {
  canteenCutoffProgress,
  canteenCutoffs,
  nextCutoffRefetchAt,
  splitCanteenSubOrders,
  visibleCanteenSubOrders,
} from './canteen/index.js';
export type { CanteenCutoff, CanteenCutoffProgress } from './canteen/index.js';
export {
  cutoffReference,
  preCreateDeliveryMethods,
  validateCloudCanteen,
  validatePreCreateDeliveryJobs,
} from './canteens-admin/index.js';
export type {
  CloudCanteenDraft,
  PreCreateDeliveryMethod,
  RelatedRestaurantDraft,
} from './canteens-admin/index.js';
export {
  allocationDifference,
  canEditExpenseCodes,
  compileCostCodePattern,
  costCodeFields,
  isValidCostCodePattern,
  splitAllocations,
  validateCostCodes,
} from './cost-codes/index.js';
export type { CostCodeField, CostCodePattern, CostCodeValidationContext } from './cost-codes/index.js';
export {
  fromRelativeDateTime,
  isValidCutoffTime,
  newCutoffRule,
  toRelativeDateTime,
  validateCutoffRules,
  validateRelativeDateTime,
} from './cutoff-rules/index.js';
export type {
  CutoffRuleDraft,
  DateTimeBounds,
  RelativeDateTime,
  RelativeDateTimeDraft,
} from './cutoff-rules/index.js';
export {
  courierGroupStatuses,
  courierGroupsOf,
  deliveryJobStatusTone,
  isInCourierGroup,
  orderDeadline,
  orderTimeText,
  restaurantDelivers,
  validatePedalMeSend,
} from './delivery/index.js';
export type {
  CourierGroup,
  DeliveryJobStatusTone,
  OrderTimeText,
  OrderTimeTextOptions,
  PedalMeSendDraft,
} from './delivery/index.js';
export {
  batchProgress,
  formatPercent,
  hasNoLeadingSpace,
  isTodayOrLater,
  isValidPhone,
  isValidTime,
  notificationState,
  parsePercent,
  toggleMultiSelect,
  validateInvoiceSum,
} from './forms/index.js';
export type { NotificationInputs, NotificationPermissionState, NotificationState } from './forms/index.js';
export { isSameValue, mergeConflict } from './forms/mergeConflict.js';
export type { MergeConflictField, MergeConflictOptions, MergeConflictResult } from './forms/mergeConflict.js';
export {
  idOfIri,
  invoiceFileLocation,
  invoiceOwnerTypes,
  invoicePrefill,
  validateInvoice,
} from './invoices/index.js';
export type { InvoiceDraft, InvoiceLine, InvoiceOwnerType } from './invoices/index.js';
export {
  firstDayOfWeek,
  formatCutoff,
  formatDate,
  formatDateTime,
  formatPersonName,
  formatTime,
  isSupportedLocale,
  parseCutoff,
} from './locale/index.js';
export type { DateInput, Locale, TimeZoneOptions } from './locale/index.js';
export {
  byMenuPosition,
  groupMenu,
  MEAL_DEFAULTS,
  menuImportProblems,
  menuImportSummary,
  menuItemActions,
  menuItemState,
  menuPriceStep,
  movedItem,
  moveTo,
  refId,
  toMealOptionPayload,
  toMealPayload,
  toMenuPrice,
} from './menu/index.js';
export type {
  MealFormValues,
  MealOptionFormValues,
  MealPayload,
  MenuImportProblem,
  MenuImportSummary,
  MenuItemAction,
  MenuItemState,
  MenuItemStatus,
  MenuMove,
  MenuPriceValues,
} from './menu/index.js';
export {
  currencyDecimals,
  formatMoney,
  isKnownMoneyFormat,
  knownMoneyFormats,
  roundMoney,
} from './money/index.js';
export {
  approveTimeStep,
  baseOrderId,
  canApprove,
  canCancel,
  canteenOrderDisplayId,
  incomingOrderAction,
  isActionableByRestaurant,
  isAwaitingPreparation,
  isCanteenOrder,
  isNewOrder,
  isPreparationConfirmed,
  isRecent,
  isScheduled,
  nextActiveOrderId,
  orderStatusTone,
  parseOrderTime,
  shouldPromptIncoming,
  splitActiveOrders,
  truncateCancelReason,
} from './orders/index.js';
export type {
  ActiveOrderLists,
  IncomingOrderAction,
  OrderIdHolder,
  OrderStatusTone,
} from './orders/index.js';
export { filterOperators, filterTypes, isFilterOperator, toFilterQuery } from './lists/index.js';
export type { FilterOperator, FilterType, ListFilter, ListFilterValue } from './lists/index.js';
export { applyPromotionFlags, promotionFlags, validateCoupon, validatePromotion } from './marketing/index.js';
export type { PromotionFlags } from './marketing/index.js';
export { fromLocalMeters, METRES_PER_DEGREE, toLocalMeters, toSavedArea } from './restaurants/index.js';
export type { LocalPoint, MapPoint, SavedDeliveryArea } from './restaurants/index.js';
export { periodsOverlap, validatePeriods } from './periods/index.js';
export {
  A4_LABEL_SHEET,
  canteenSummary,
  isCutoffCollected,
  labelSheetGeometry,
  paginate,
  printLabel,
} from './print/index.js';
export type {
  CanteenSummary,
  LabelOrder,
  LabelSheetGeometry,
  LabelSheetLayout,
  PrintLabel,
  PrintLabelMeal,
  PrintLabelOptions,
  SummaryMeal,
  SummaryOrder,
  SummaryRestaurant,
} from './print/index.js';
export { parseQuery, stringifyQuery } from './query/index.js';
export type { QueryParams, QueryValue } from './query/index.js';
export {
  paymentKind,
  receiptDiscount,
  receiptPaymentLabel,
  receiptTotal,
  serviceFee,
} from './receipt/index.js';
export type { PaymentKind, ReceiptPaymentLabel } from './receipt/index.js';
export { maxRefundQuantity, normalizeRefund, validateRefund } from './refund/index.js';
export {
  hasRole,
  isCompanyAdmin,
  isMultiRestaurantAdmin,
  isRestaurantAdmin,
  isSuperAdmin,
  requestSource,
} from './roles/index.js';
export type { HasRoleOptions, HeldRoles, RequestSource, RequiredRoles } from './roles/index.js';
export { guardRoute, homePathFor, loginPath } from './routing/index.js';
export type { GuardRouteOptions, RouteAccess, RouteGuardDecision } from './routing/index.js';
export { toValidationResult } from './validation/index.js';
export {
  allowanceWeekOrder,
  EXTRA_ROLES,
  fromAllowanceWeek,
  previewCostCode,
  toAllowanceWeek,
  toUserFormValues,
  toUserPayload,
  userRoleFlags,
  userRolesFromFlags,
  validateExpenseCodeConfig,
} from './users/index.js';
export type {
  AllowanceDay,
  AllowanceDays,
  AllowanceWeek,
  ExtraRole,
  UserFormValues,
  UserRoleFlags,
} from './users/index.js';
export type { ValidationCode, ValidationResult } from './validation/index.js';
