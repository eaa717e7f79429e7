import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { OrderMeal, Refund } from '../types/order.js';
import type { ValidationResult } from '../validation/index.js';
import { maxRefundQuantity } from './maxRefundQuantity.js';
import { validateRefund } from './validateRefund.js';

const meals: OrderMeal[] = [
  { id: 'm1', name: 'Soup', quantity: 3, refundedQuantity: 1 },
  { id: 7, name: 'Bread', quantity: 2 },
  { id: 'm3', name: 'Cake', quantity: 1, refundedQuantity: 1 },
];
const ok: ValidationResult = { valid: true, errors: {} };
const fail = (errors: ValidationResult['errors']): ValidationResult => ({ valid: false, errors });

describe('validateRefund', () => {
  it.each<[string, Refund, ValidationResult]>([
    ['one item within the maximum', { items: [{ item: 'm1', quantity: 2 }] }, ok],
    [
      'an item at 0 beside a real one',
      {
        items: [
          { item: 'm1', quantity: 0 },
          { item: 7, quantity: 2 },
        ],
      },
      ok,
    ],
    ['a meal id given as text for a numeric id', { items: [{ item: '7', quantity: 1 }] }, ok],
    ['an amount only', { items: [], amount: 250 }, ok],
    ['only zero items and an amount', { items: [{ item: 'm1', quantity: 0 }], amount: 1 }, ok],
    ['one over the maximum', { items: [{ item: 'm1', quantity: 3 }] }, fail({ 'items.0.quantity': 'max' })],
    ['a fully refunded meal', { items: [{ item: 'm3', quantity: 1 }] }, fail({ 'items.0.quantity': 'max' })],
    ['below 0', { items: [{ item: 'm1', quantity: -1 }], amount: 10 }, fail({ 'items.0.quantity': 'min' })],
    ['a fraction', { items: [{ item: 7, quantity: 1.5 }] }, fail({ 'items.0.quantity': 'integer' })],
    [
      'not a number',
      { items: [{ item: 7, quantity: Number.NaN }], amount: 5 },
      fail({ 'items.0.quantity': 'invalid' }),
    ],
    ['an unknown meal', { items: [{ item: 'nope', quantity: 1 }] }, fail({ 'items.0.item': 'invalid' })],
    [
      'two items for one meal sharing its maximum',
      {
        items: [
          { item: 'm1', quantity: 1 },
          { item: 'm1', quantity: 2 },
        ],
      },
      fail({ 'items.1.quantity': 'max' }),
    ],
    ['nothing', { items: [] }, fail({ items: 'empty' })],
    ['only zero items', { items: [{ item: 'm1', quantity: 0 }], amount: 0 }, fail({ items: 'empty' })],
    ['a null amount', { items: [], amount: null }, fail({ items: 'empty' })],
    ['a negative amount', { items: [{ item: 'm1', quantity: 1 }], amount: -5 }, fail({ amount: 'min' })],
    [
      'an amount that is not a number',
      { items: [], amount: Number.NaN },
      fail({ amount: 'invalid', items: 'empty' }),
    ],
  ])('%s', (_label, refund, expected) => {
    expect(validateRefund(refund, meals)).toEqual(expected);
  });

  it('does not change the refund or the meals', () => {
    const refund: Refund = {
      items: [
        { item: 'm1', quantity: 0 },
        { item: 7, quantity: 5 },
      ],
      reason: '',
    };
    const before = JSON.parse(JSON.stringify({ refund, meals })) as unknown;
    validateRefund(Object.freeze(refund), Object.freeze([...meals]));
    expect({ refund, meals }).toEqual(before);
  });

  it('accepts exactly the quantities within 0 and the maximum', () => {
    const meal = fc.record({
      quantity: fc.integer({ min: 0, max: 10 }),
      refundedQuantity: fc.option(fc.integer({ min: 0, max: 12 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(meal, fc.integer({ min: -3, max: 15 })), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 100 }),
        (lines, amount) => {
          const orderMeals = lines.map(([m], i) => ({ id: `m${i}`, ...m }));
          const refund: Refund = {
            items: lines.map(([, quantity], i) => ({ item: `m${i}`, quantity })),
            amount,
          };
          const withinRange = lines.every(([m, q]) => q >= 0 && q <= maxRefundQuantity(m));
          const hasSomething = lines.some(([, q]) => q > 0) || amount > 0;
          expect(validateRefund(refund, orderMeals).valid).toBe(withinRange && hasSomething);
        },
      ),
    );
  });
});
