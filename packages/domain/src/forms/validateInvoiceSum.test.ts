import { describe, expect, it } from 'vitest';

import { validateInvoiceSum } from './validateInvoiceSum.js';

describe('validateInvoiceSum', () => {
  it.each<[string, number | null | undefined, Array<number | null | undefined>, Record<string, string>]>([
    ['whole numbers that add up', 100, [40, 60], {}],
    ['floating-point drift is ignored', 0.3, [0.1, 0.2], {}],
    ['many small values', 1, Array.from({ length: 10 }, () => 0.1), {}],
    ['a net + VAT = gross invoice', 127, [100, 27], {}],
    ['zero with no values', 0, [], {}],
    ['missing values count as zero', 50, [50, null, undefined], {}],
    ['non-finite values count as zero', 50, [50, Number.NaN], {}],
    ['negative values (a credit line)', 80, [100, -20], {}],
    ['one cent short', 100, [40, 59.99], { amount: 'sum' }],
    ['values but no match', 100, [40, 50], { amount: 'sum' }],
    ['an amount with no values', 10, [], { amount: 'sum' }],
    ['missing amount', null, [1], { amount: 'required' }],
    ['undefined amount', undefined, [], { amount: 'required' }],
    ['NaN amount', Number.NaN, [1], { amount: 'required' }],
  ])('%s', (_label, amount, values, errors) => {
    expect(validateInvoiceSum(amount, values)).toEqual({ valid: Object.keys(errors).length === 0, errors });
  });

  it('does not change the values', () => {
    const values = [0.1, 0.2];
    validateInvoiceSum(0.3, values);
    expect(values).toEqual([0.1, 0.2]);
  });
});
