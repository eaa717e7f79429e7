import { describe, expect, it } from 'vitest';

import type { RefundFormValues } from './toRefund';
import { initialRefundValues, toFormViolations, toRefund } from './toRefund';

const values: RefundFormValues = {
  items: [
    { item: 'm1', quantity: 0, reason: 'food_quality' },
    { item: 'm2', quantity: null, reason: null },
    { item: 'm3', quantity: 2, reason: null },
  ],
  amount: null,
  reason: null,
  refundOnBehalf: 'platform',
};

describe('toRefund', () => {
  it('starts every line at 0 on behalf of the platform', () => {
    expect(initialRefundValues([{ id: 'm1' }, { id: 2 }])).toEqual({
      items: [
        { item: 'm1', quantity: 0, reason: null },
        { item: 2, quantity: 0, reason: null },
      ],
      amount: null,
      reason: null,
      refundOnBehalf: 'platform',
    });
  });

  it('drops zero and empty lines, fills empty reasons with the placeholder, and sends no amount as 0', () => {
    expect(toRefund(values)).toEqual({
      items: [{ item: 'm3', quantity: 2, reason: 'not_specified' }],
      amount: 0,
      reason: 'not_specified',
      refundOnBehalf: 'platform',
    });
  });

  it('keeps chosen reasons and the amount', () => {
    expect(toRefund({ ...values, amount: 4.5, reason: 'late_delivery_courier' })).toMatchObject({
      amount: 4.5,
      reason: 'late_delivery_courier',
    });
  });
});

describe('toFormViolations', () => {
  it.each([
    ['items[0].quantity', 'items.2.quantity'],
    ['items.0.reason', 'items.2.reason'],
    ['items[0][quantity]', 'items.2.quantity'],
    ['items[5].quantity', 'items[5].quantity'],
    ['amount', 'amount'],
  ])('points %s of the payload at %s of the form', (sent, expected) => {
    expect(toFormViolations([{ propertyPath: sent, message: 'm' }], values)).toEqual([
      { propertyPath: expected, message: 'm' },
    ]);
  });
});
