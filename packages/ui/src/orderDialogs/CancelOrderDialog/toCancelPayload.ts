import type { CancelPayload, CancelReason, RefundOnBehalf, RefundOrderReason } from '@backoffice/domain';
import { REFUND_ON_BEHALF } from '@backoffice/domain';

import { sanitizeEmailHtml } from '../../RichTextEditor';

/** What the cancel dialog's form holds. */
export interface CancelFormValues {
  reasonType: CancelReason | null;
  reason: string | null;
  /** The company refund the app computed (refund-order/calculate); not sent, it decides the refund fields. */
  companyAmount: number;
  refundReason: RefundOrderReason | null;
  refundReasonText: string | null;
  refundOnBehalf: RefundOnBehalf | null;
  /** The e-mail text as the editor gives it (already without inline styles). */
  cancelEmailText: string | null;
}

/**
 * The cancel dialog's starting values: nothing chosen, refund on behalf of the platform (the default of section
 * 9), and the company amount the app computed (0 when not known).
 * @example initialCancelValues(12.5).refundOnBehalf // 'platform'
 */
export function initialCancelValues(companyAmount: number | null | undefined): CancelFormValues {
  return {
    reasonType: null,
    reason: null,
    companyAmount: Number.isFinite(companyAmount) ? Number(companyAmount) : 0,
    refundReason: null,
    refundReasonText: null,
    refundOnBehalf: REFUND_ON_BEHALF[0],
    cancelEmailText: null,
  };
}

const trimmed = (value: string | null | undefined): string | null => {
  const text = (value ?? '').trim();
  return text === '' ? null : text;
};

/**
 * The domain's cancel payload from the dialog's values (PUT /orders/{id}/cancel): the free-text reason only
 * with reason type 'other'; the refund reason and on-behalf only when the company amount is above 0 (the
 * refund-reason text only with refund reason 'other'); the e-mail text sanitised and without empty elements
 * (spec, orders section 5), null when nothing is left. Texts are trimmed; the values are not changed.
 * @example toCancelPayload({ ...initialCancelValues(0), reasonType: 'stock_issue', reason: 'x' })
 * // { reasonType: 'stock_issue', reason: null, cancelEmailText: null, refundReason: null, refundReasonText: null, refundOnBehalf: null }
 */
export function toCancelPayload(values: CancelFormValues): CancelPayload {
  const refunds = values.companyAmount > 0;
  const email =
    values.cancelEmailText === null ? '' : sanitizeEmailHtml(values.cancelEmailText, { removeEmpty: true });
  return {
    reasonType: values.reasonType,
    reason: values.reasonType === 'other' ? trimmed(values.reason) : null,
    cancelEmailText: email === '' ? null : email,
    refundReason: refunds ? values.refundReason : null,
    refundReasonText: refunds && values.refundReason === 'other' ? trimmed(values.refundReasonText) : null,
    refundOnBehalf: refunds ? values.refundOnBehalf : null,
  };
}
