import { describe, expect, it } from 'vitest';

import type { CancelFormValues } from './toCancelPayload';
import { initialCancelValues, toCancelPayload } from './toCancelPayload';

const base: CancelFormValues = { ...initialCancelValues(0), reasonType: 'stock_issue' };

describe('toCancelPayload', () => {
  it('starts on behalf of the platform and reads an unknown amount as 0', () => {
    expect(initialCancelValues(null)).toMatchObject({ companyAmount: 0, refundOnBehalf: 'platform' });
  });

  it.each<[string, Partial<CancelFormValues>, object]>([
    ['drops the reason unless the type is other', { reason: 'ignored' }, { reason: null }],
    [
      'sends the trimmed reason with type other',
      { reasonType: 'other', reason: ' Fire ' },
      { reason: 'Fire' },
    ],
    [
      'leaves out the refund fields without a company amount',
      { refundReason: 'other', refundReasonText: 'x' },
      { refundReason: null, refundReasonText: null, refundOnBehalf: null },
    ],
    [
      'sends the refund fields with a company amount',
      { companyAmount: 5, refundReason: 'not_delivered', refundReasonText: 'x', refundOnBehalf: 'logistics' },
      { refundReason: 'not_delivered', refundReasonText: null, refundOnBehalf: 'logistics' },
    ],
    [
      'sends the refund text with refund reason other',
      { companyAmount: 5, refundReason: 'other', refundReasonText: ' Goodwill ' },
      { refundReason: 'other', refundReasonText: 'Goodwill', refundOnBehalf: 'platform' },
    ],
    [
      'cleans the e-mail of styles and empty elements',
      { cancelEmailText: '<p style="color:red">Sorry</p><p></p><ul><li></li></ul>' },
      { cancelEmailText: '<p>Sorry</p>' },
    ],
    ['sends no e-mail when nothing is left', { cancelEmailText: '<p> </p>' }, { cancelEmailText: null }],
  ])('%s', (_title, change, expected) => {
    expect(toCancelPayload({ ...base, ...change })).toMatchObject(expected);
  });

  it('does not change the values', () => {
    const values = Object.freeze({ ...base, reasonType: 'other' as const, reason: ' x ' });
    toCancelPayload(values);
    expect(values.reason).toBe(' x ');
  });
});
