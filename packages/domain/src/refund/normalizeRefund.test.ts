import { describe, expect, it } from 'vitest';

import { REFUND_REASON_PLACEHOLDER } from '../constants/index.js';
import type { Refund } from '../types/order.js';
import { normalizeRefund } from './normalizeRefund.js';

describe('normalizeRefund', () => {
  it.each<[string, Refund, Refund]>([
    [
      'drops zero-quantity items and fills the empty reason',
      {
        items: [
          { item: 'm1', quantity: 0, reason: 'other' },
          { item: 'm2', quantity: 1, reason: 'out_of_stock' },
        ],
        reason: '',
      },
      { items: [{ item: 'm2', quantity: 1, reason: 'out_of_stock' }], reason: REFUND_REASON_PLACEHOLDER },
    ],
    [
      'keeps a given reason and the amount',
      { items: [], amount: 500, reason: 'late_delivery_courier', refundOnBehalf: 'logistics' },
      { items: [], amount: 500, reason: 'late_delivery_courier', refundOnBehalf: 'logistics' },
    ],
    ['fills a missing reason', { items: [] }, { items: [], reason: REFUND_REASON_PLACEHOLDER }],
    ['fills a null reason', { items: [], reason: null }, { items: [], reason: REFUND_REASON_PLACEHOLDER }],
    ['fills a blank reason', { items: [], reason: '   ' }, { items: [], reason: REFUND_REASON_PLACEHOLDER }],
    [
      'fills empty item reasons',
      {
        items: [
          { item: 1, quantity: 2 },
          { item: 2, quantity: 1, reason: '' },
        ],
        reason: 'food_quality',
      },
      {
        items: [
          { item: 1, quantity: 2, reason: REFUND_REASON_PLACEHOLDER },
          { item: 2, quantity: 1, reason: REFUND_REASON_PLACEHOLDER },
        ],
        reason: 'food_quality',
      },
    ],
    [
      'keeps negative quantities for the validator to refuse',
      { items: [{ item: 'm1', quantity: -1, reason: 'other' }], reason: 'other' },
      { items: [{ item: 'm1', quantity: -1, reason: 'other' }], reason: 'other' },
    ],
  ])('%s', (_label, refund, expected) => {
    expect(normalizeRefund(refund)).toEqual(expected);
  });

  it('returns a new object and leaves the input alone', () => {
    const refund: Refund = {
      items: [
        { item: 'm1', quantity: 0 },
        { item: 'm2', quantity: 1 },
      ],
      reason: '',
    };
    const copy = JSON.parse(JSON.stringify(refund)) as unknown;
    const result = normalizeRefund(Object.freeze(refund));
    expect(refund).toEqual(copy);
    expect(result).not.toBe(refund);
    expect(result.items[0]).not.toBe(refund.items[1]);
  });
});
