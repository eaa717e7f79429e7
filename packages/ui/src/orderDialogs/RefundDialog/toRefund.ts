import type {
  OrderMeal,
  Refund,
  RefundItemReason,
  RefundOnBehalf,
  RefundOrderReason,
} from '@backoffice/domain';
import { normalizeRefund, REFUND_ON_BEHALF } from '@backoffice/domain';

import type { Violation } from '../../Form';

/** One meal line of the refund dialog's form. */
export interface RefundLineValues {
  /** The meal's id (what the refund item references). */
  item: string | number;
  /** Empty (null) counts as 0. */
  quantity: number | null;
  reason: RefundItemReason | null;
}

/** What the refund dialog's form holds: one line per meal of the order. */
export interface RefundFormValues {
  items: RefundLineValues[];
  amount: number | null;
  reason: RefundOrderReason | null;
  refundOnBehalf: RefundOnBehalf | null;
}

/**
 * The refund dialog's starting values: every meal line at quantity 0 without a reason, no amount, no reason,
 * on behalf of the platform (the default).
 * @example initialRefundValues([{ id: 'm1', name: 'Soup', quantity: 2 }]).items // [{ item: 'm1', quantity: 0, reason: null }]
 */
export function initialRefundValues(meals: readonly Pick<OrderMeal, 'id'>[]): RefundFormValues {
  return {
    items: meals.map((meal) => ({ item: meal.id, quantity: 0, reason: null })),
    amount: null,
    reason: null,
    refundOnBehalf: REFUND_ON_BEHALF[0],
  };
}

/**
 * The refund as entered, before normalising: every line (an empty quantity is 0), the amount as typed. This is
 * what the domain's `validateRefund` checks, so its `items.i` paths are the form's line indexes.
 */
export function toRefundDraft(values: RefundFormValues): Refund {
  return {
    items: values.items.map((line) => ({
      item: line.item,
      quantity: line.quantity ?? 0,
      reason: line.reason,
    })),
    amount: values.amount,
    reason: values.reason,
    refundOnBehalf: values.refundOnBehalf,
  };
}

/**
 * The refund payload (PUT /orders/{id}/refund) from the dialog's values, through the domain's
 * `normalizeRefund`: lines with quantity 0 dropped, an empty reason replaced by the placeholder. No amount is 0.
 * @example toRefund({ items: [{ item: 'm1', quantity: 0, reason: null }], amount: 5, reason: null, refundOnBehalf: 'platform' })
 * // { items: [], amount: 5, reason: 'not_specified', refundOnBehalf: 'platform' }
 */
export function toRefund(values: RefundFormValues): Refund {
  const draft = toRefundDraft(values);
  return normalizeRefund({ ...draft, amount: draft.amount ?? 0 });
}

/**
 * Points the server's violations at the form's lines: the payload of {@link toRefund} has the zero lines
 * dropped, so its `items[k]` is the k-th line with a quantity above 0. Other paths pass unchanged.
 * @example toFormViolations([{ propertyPath: 'items[0].quantity', message: 'x' }], values) // 'items.2.quantity' when lines 0 and 1 are 0
 */
export function toFormViolations(violations: readonly Violation[], values: RefundFormValues): Violation[] {
  const sent = values.items.flatMap((line, index) => ((line.quantity ?? 0) !== 0 ? [index] : []));
  return violations.map((violation) => {
    const match = /^items(?:\[(\d+)\]|\.(\d+))(.*)$/.exec(violation.propertyPath);
    if (!match) return violation;
    const line = sent[Number(match[1] ?? match[2])];
    if (line === undefined) return violation;
    const rest = (match[3] ?? '').replace(/^\[(\w+)\]/, '.$1');
    return { ...violation, propertyPath: `items.${line}${rest}` };
  });
}
