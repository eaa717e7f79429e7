import { REFUND_REASON_PLACEHOLDER } from '../constants/index.js';
import type { Refund } from '../types/order.js';

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';

/**
 * The refund as it is sent: items with quantity 0 dropped, and an empty reason (missing, '' or only spaces) on the
 * refund or on an item replaced by REFUND_REASON_PLACEHOLDER. Returns a new object; the input is not changed.
 * @example normalizeRefund({ items: [{ item: 'm1', quantity: 0 }, { item: 'm2', quantity: 1 }], reason: '' })
 * // { items: [{ item: 'm2', quantity: 1, reason: 'not_specified' }], reason: 'not_specified' }
 */
export function normalizeRefund(refund: Refund): Refund {
  return {
    ...refund,
    items: refund.items
      .filter((item) => item.quantity !== 0)
      .map((item) => ({ ...item, reason: isBlank(item.reason) ? REFUND_REASON_PLACEHOLDER : item.reason })),
    reason: isBlank(refund.reason) ? REFUND_REASON_PLACEHOLDER : refund.reason,
  };
}
