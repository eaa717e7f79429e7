import type { CancelReason, RefundItemReason, RefundOnBehalf, RefundOrderReason } from '../types/order.js';

/** Reason types of an order cancellation; 'other' needs a free-text reason. */
export const CANCEL_REASONS = [
  'not_confirmed',
  'stock_issue',
  'technical_issue',
  'restaurant_cancelled',
  'customer_cancelled',
  'other',
] as const satisfies readonly CancelReason[];

/** Reasons for refunding one meal line. */
export const REFUND_ITEM_REASONS = [
  'not_prepared',
  'out_of_stock',
  'food_quality',
  'not_delivered',
  'damaged_packaging',
  'cancelled_item',
  'other',
] as const satisfies readonly RefundItemReason[];

/** Reasons for refunding a whole order (also the company-refund reason of a cancellation). */
export const REFUND_ORDER_REASONS = [
  'not_prepared',
  'out_of_stock',
  'food_quality',
  'not_delivered',
  'late_delivery_restaurant',
  'late_delivery_courier',
  'damaged_packaging',
  'cancelled_order',
  'other',
] as const satisfies readonly RefundOrderReason[];

/** On whose behalf a refund is made. The first, 'platform' (the product itself), is the default. */
export const REFUND_ON_BEHALF = [
  'platform',
  'restaurant',
  'logistics',
] as const satisfies readonly RefundOnBehalf[];

/** The reason a refund carries when the user gave none. */
export const REFUND_REASON_PLACEHOLDER = 'not_specified';
