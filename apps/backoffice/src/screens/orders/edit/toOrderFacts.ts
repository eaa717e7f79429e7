import type {
  AutomatedJobState,
  Company,
  CourierStatus,
  DeliveryJob,
  Order,
  OrderInvoiceBlock,
} from '@backoffice/domain';
import {
  canteenCutoffProgress,
  isCanteenOrder,
  maxRefundQuantity,
  receiptDiscount,
  receiptPaymentLabel,
  receiptTotal,
  restaurantDelivers,
  serviceFee,
} from '@backoffice/domain';

/** How many restaurant e-mail failures make the failure tooltip appear (orders section 4). */
export const EMAIL_FAILURE_THRESHOLD = 3;

const JOB_STATES: readonly AutomatedJobState[] = ['working', 'done', 'halted', 'error'];

/** The automated-job chip of an order: its state and 'n / m' step progress, or null when there is no job. */
export function toAutomatedJob(
  order: Pick<Order, 'restaurantData' | 'canteenRules' | 'canteenData' | 'userProfile'>,
): { state: AutomatedJobState; progress?: { done: number; total: number } } | null {
  const data = order.restaurantData;
  const state = JOB_STATES.find((candidate) => candidate === data?.status);
  if (!data || state === undefined) return null;
  const cutoffs = canteenCutoffProgress(order);
  // A multi-cutoff canteen order counts confirmed cutoffs over all cutoffs instead of channel steps.
  if (isCanteenOrder(order) && cutoffs.total > 1) {
    return { state, progress: { done: cutoffs.confirmed, total: cutoffs.total } };
  }
  const steps = data.data?.channel?.steps ?? [];
  if (steps.length === 0) return { state };
  return {
    state,
    progress: { done: steps.filter((step) => step.done === true).length, total: steps.length },
  };
}

/** The money lines of an order, computed by the domain's receipt rules. */
export interface OrderMoney {
  items: number;
  /** Only when the restaurant delivers itself (the receipt rule); otherwise the courier's price is not billed here. */
  delivery: number | null;
  discount: number;
  total: number;
  userPaid: number;
  companyPaid: number;
  serviceFee: number | null;
  payment: 'companyPaid' | 'cash-payment' | 'paid';
}

/** The prices, discount, total, payment and service fee of an order. */
export function toOrderMoney(
  order: Order,
  company: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null,
): OrderMoney {
  const method = order.paymentMethod ?? '';
  return {
    items: order.priceSumItems ?? 0,
    delivery: restaurantDelivers(order) ? (order.priceDelivery ?? 0) : null,
    discount: receiptDiscount(order),
    total: receiptTotal(order),
    userPaid: order.priceSumUser ?? 0,
    companyPaid: order.priceSumFirm ?? 0,
    serviceFee: serviceFee(order, company),
    payment: method === '' ? 'companyPaid' : receiptPaymentLabel(method),
  };
}

/** The invoice blocks an order carries, in the order supplier, commission, sales, then the additional ones. */
export function toInvoiceBlocks(
  order: Pick<Order, 'supplierInvoice' | 'commissionInvoice' | 'salesInvoice' | 'additionalInvoices'>,
): Array<{
  kind: 'supplier' | 'commission' | 'sales' | 'additional';
  index: number;
  block: OrderInvoiceBlock;
}> {
  const blocks: ReturnType<typeof toInvoiceBlocks> = [];
  if (order.supplierInvoice) blocks.push({ kind: 'supplier', index: 0, block: order.supplierInvoice });
  if (order.commissionInvoice) blocks.push({ kind: 'commission', index: 0, block: order.commissionInvoice });
  if (order.salesInvoice) blocks.push({ kind: 'sales', index: 0, block: order.salesInvoice });
  (order.additionalInvoices ?? []).forEach((block, index) =>
    blocks.push({ kind: 'additional', index: index + 1, block }),
  );
  return blocks;
}

/** The refund the company would carry when the whole order is cancelled: every unit not yet refunded. */
export function toFullRefundItems(
  order: Pick<Order, 'meals'>,
): Array<{ item: string | number; quantity: number }> {
  return order.meals
    .map((meal) => ({ item: meal.id, quantity: maxRefundQuantity(meal) }))
    .filter((line) => line.quantity > 0);
}

/**
 * The courier status shown for a delivery job: its own, or 'searching' while the job is in progress and no courier
 * status has come yet (section 4); null when there is nothing to show.
 */
export function toCourierStatus(
  job: Pick<DeliveryJob, 'status' | 'courierStatus'> | null | undefined,
): CourierStatus | (string & {}) | null {
  if (job?.courierStatus) return job.courierStatus;
  return job?.status === 'in_progress' ? 'searching' : null;
}
