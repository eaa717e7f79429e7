import { CANCEL_REASONS, REFUND_ON_BEHALF, REFUND_ORDER_REASONS } from '../constants/index.js';
import type { CancelPayload } from '../types/order.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { toValidationResult } from '../validation/index.js';

const isBlank = (value: string | null | undefined): boolean => (value ?? '').trim() === '';
const inList = (list: readonly string[], value: string): boolean => list.includes(value);

/**
 * Checks a cancel request (section 5).
 *
 * - `reasonType` is 'required', and 'not-in-list' when it is not one of CANCEL_REASONS.
 * - When reasonType is 'other', the free-text `reason` is 'required' (spaces alone do not count).
 * - When `companyAmount` (the company's refund from the calculate call) is above 0: `refundReason` and
 *   `refundOnBehalf` are 'required' ('not-in-list' outside REFUND_ORDER_REASONS / REFUND_ON_BEHALF), and a
 *   refundReason of 'other' needs the free text `refundReasonText`. With no company amount the refund fields are
 *   not checked, since the dialog does not ask for them.
 * - The e-mail text is optional.
 * @example validateCancel({ reasonType: 'other' }, { companyAmount: 0 }) // { valid: false, errors: { reason: 'required' } }
 */
export function validateCancel(payload: CancelPayload, context: { companyAmount: number }): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const { reasonType, refundReason, refundOnBehalf } = payload;

  if (isBlank(reasonType)) errors.reasonType = 'required';
  else if (reasonType && !inList(CANCEL_REASONS, reasonType)) errors.reasonType = 'not-in-list';
  if (reasonType === 'other' && isBlank(payload.reason)) errors.reason = 'required';

  if (context.companyAmount > 0) {
    if (isBlank(refundReason)) errors.refundReason = 'required';
    else if (refundReason && !inList(REFUND_ORDER_REASONS, refundReason)) errors.refundReason = 'not-in-list';
    if (refundReason === 'other' && isBlank(payload.refundReasonText)) errors.refundReasonText = 'required';
    if (isBlank(refundOnBehalf)) errors.refundOnBehalf = 'required';
    else if (refundOnBehalf && !inList(REFUND_ON_BEHALF, refundOnBehalf))
      errors.refundOnBehalf = 'not-in-list';
  }
  return toValidationResult(errors);
}
