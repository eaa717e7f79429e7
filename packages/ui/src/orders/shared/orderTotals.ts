import type { Company, Order } from '@backoffice/domain';
import { receiptDiscount, receiptTotal, restaurantDelivers, serviceFee } from '@backoffice/domain';

/** The kinds of total line an order shows, in display order. */
export const orderTotalKinds = ['subtotal', 'discount', 'serviceFee', 'delivery', 'total'] as const;

/** One kind of {@link orderTotalKinds}. */
export type OrderTotalKind = (typeof orderTotalKinds)[number];

/** One total line: its kind and amount. */
export interface OrderTotalLine {
  kind: OrderTotalKind;
  amount: number;
}

/**
 * The total lines of an order, every figure from the domain's receipt rules: the items' subtotal
 * (priceSumItems), the discount (coupon + user + firm, only when above 0), the service fee (only when the
 * company shows one), the delivery price (only when the restaurant delivers and charges it) and the receipt
 * total (items plus the restaurant's own delivery).
 * @example orderTotals({ ...order, priceSumItems: 4500, priceDelivery: 490, deliveryJob: null }, null).map((l) => l.kind) // ['subtotal', 'delivery', 'total']
 */
export function orderTotals(
  order: Order,
  company?: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null,
): OrderTotalLine[] {
  const lines: OrderTotalLine[] = [{ kind: 'subtotal', amount: order.priceSumItems ?? 0 }];
  const discount = receiptDiscount(order);
  if (discount > 0) lines.push({ kind: 'discount', amount: discount });
  const fee = serviceFee(order, company);
  if (fee !== null) lines.push({ kind: 'serviceFee', amount: fee });
  const delivery = order.priceDelivery ?? 0;
  if (restaurantDelivers(order) && delivery > 0) lines.push({ kind: 'delivery', amount: delivery });
  lines.push({ kind: 'total', amount: receiptTotal(order) });
  return lines;
}
