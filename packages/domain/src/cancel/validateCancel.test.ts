import { describe, expect, it } from 'vitest';

import { CANCEL_REASONS } from '../constants/index.js';
import type { CancelPayload } from '../types/order.js';
import type { ValidationResult } from '../validation/index.js';
import { validateCancel } from './validateCancel.js';

const ok: ValidationResult = { valid: true, errors: {} };
const fail = (errors: ValidationResult['errors']): ValidationResult => ({ valid: false, errors });
const refund: CancelPayload = { refundReason: 'not_delivered', refundOnBehalf: 'platform' };
// The payload arrives from a form; a value outside the lists must still be refused.
const loose = (payload: Record<string, string>) => payload as CancelPayload;

describe('validateCancel', () => {
  it.each<[string, CancelPayload, number, ValidationResult]>([
    ['a listed reason', { reasonType: 'stock_issue' }, 0, ok],
    ['other with a reason', { reasonType: 'other', reason: 'Kitchen fire' }, 0, ok],
    ['other with e-mail text', { reasonType: 'customer_cancelled', cancelEmailText: '<p>Sorry</p>' }, 0, ok],
    ['no reason type', {}, 0, fail({ reasonType: 'required' })],
    ['a null reason type', { reasonType: null }, 0, fail({ reasonType: 'required' })],
    ['an unlisted reason type', loose({ reasonType: 'bored' }), 0, fail({ reasonType: 'not-in-list' })],
    ['other without a reason', { reasonType: 'other' }, 0, fail({ reason: 'required' })],
    ['other with a blank reason', { reasonType: 'other', reason: '  ' }, 0, fail({ reason: 'required' })],
    ['no company amount ignores refund fields', { reasonType: 'stock_issue', refundReason: 'other' }, 0, ok],
    ['a negative company amount ignores refund fields', { reasonType: 'stock_issue' }, -1, ok],
    ['a company amount with both refund fields', { reasonType: 'stock_issue', ...refund }, 1, ok],
    [
      'a company amount without refund fields',
      { reasonType: 'stock_issue' },
      0.01,
      fail({ refundReason: 'required', refundOnBehalf: 'required' }),
    ],
    [
      'a company amount without on-behalf',
      { reasonType: 'stock_issue', refundReason: 'late_delivery_courier' },
      500,
      fail({ refundOnBehalf: 'required' }),
    ],
    [
      'refund reason other without text',
      { reasonType: 'stock_issue', ...refund, refundReason: 'other' },
      500,
      fail({ refundReasonText: 'required' }),
    ],
    [
      'refund reason other with text',
      { reasonType: 'stock_issue', ...refund, refundReason: 'other', refundReasonText: 'Goodwill' },
      500,
      ok,
    ],
    [
      'unlisted refund fields',
      loose({ reasonType: 'stock_issue', refundReason: 'whim', refundOnBehalf: 'nobody' }),
      500,
      fail({ refundReason: 'not-in-list', refundOnBehalf: 'not-in-list' }),
    ],
    [
      'everything missing',
      { reasonType: '' as CancelPayload['reasonType'], refundReason: null, refundOnBehalf: null },
      500,
      fail({ reasonType: 'required', refundReason: 'required', refundOnBehalf: 'required' }),
    ],
  ])('%s (company amount %d)', (_label, payload, companyAmount, expected) => {
    expect(validateCancel(payload, { companyAmount })).toEqual(expected);
  });

  it.each(CANCEL_REASONS.filter((reason) => reason !== 'other'))(
    'accepts the listed reason %s alone',
    (reasonType) => {
      expect(validateCancel({ reasonType }, { companyAmount: 0 }).valid).toBe(true);
    },
  );

  it('does not change the payload', () => {
    const payload: CancelPayload = { reasonType: 'other', reason: ' ' };
    validateCancel(Object.freeze(payload), { companyAmount: 10 });
    expect(payload).toEqual({ reasonType: 'other', reason: ' ' });
  });
});
