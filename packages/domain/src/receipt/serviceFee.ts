import { LIMITS } from '../constants/index.js';
import type { Company } from '../types/entities.js';
import type { Order } from '../types/order.js';

const positive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The service fee shown on an order: Math.round(priceSumFirm × fee × 1.27), when the company shows its service
 * fee (isServiceFeeVisible) and has one. The fee is a fraction (0.1 for 10 %): the company's serviceFeePercent
 * when it is above 0, otherwise billingInfo.serviceFee when that is above 0.
 *
 * Returns null when no fee is shown (no company, fee hidden, or no fee), so the line can be left out; a missing
 * priceSumFirm counts as 0.
 * @example serviceFee({ ...order, priceSumFirm: 10000 }, { ...company, isServiceFeeVisible: true, serviceFeePercent: 0.1 }) // 1270
 */
export function serviceFee(
  order: Pick<Order, 'priceSumFirm'>,
  company: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null | undefined,
): number | null {
  if (company?.isServiceFeeVisible !== true) return null;
  const fee = [company.serviceFeePercent, company.billingInfo?.serviceFee].find(positive);
  if (fee === undefined) return null;
  const firm = order.priceSumFirm;
  const value = Math.round(
    (typeof firm === 'number' && Number.isFinite(firm) ? firm : 0) * fee * LIMITS.serviceFeeVatMultiplier,
  );
  return value === 0 ? 0 : value;
}
