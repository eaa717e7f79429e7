import { roundMoney } from '../money/roundMoney.js';
import type { Order } from '../types/order.js';

/**
 * The discount printed on the receipt: coupon discount plus user discount plus firm discount. Missing or
 * non-numeric parts count as 0; the sum is rounded to 2 decimals to drop floating-point noise.
 * @example receiptDiscount({ ...order, priceCouponDiscount: 500, userDiscount: 200, firmDiscount: null }) // 700
 */
export function receiptDiscount(
  order: Pick<Order, 'priceCouponDiscount' | 'userDiscount' | 'firmDiscount'>,
): number {
  const parts = [order.priceCouponDiscount, order.userDiscount, order.firmDiscount];
  const sum = parts.reduce<number>(
    (total, part) => total + (typeof part === 'number' && Number.isFinite(part) ? part : 0),
    0,
  );
  return roundMoney(sum, 2);
}
