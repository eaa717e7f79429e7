import { describe, expect, it } from 'vitest';

import type { Company } from '../types/entities.js';
import { serviceFee } from './serviceFee.js';

type CompanyInput = Parameters<typeof serviceFee>[1];
const shown = (overrides: Partial<Company>): CompanyInput => ({ isServiceFeeVisible: true, ...overrides });

describe('serviceFee', () => {
  it.each<[string, number | undefined, CompanyInput, number | null]>([
    ['10 % of 10000 with VAT', 10000, shown({ serviceFeePercent: 0.1 }), 1270],
    ['rounded to a whole amount', 1234, shown({ serviceFeePercent: 0.05 }), 78],
    ['6.35 rounded to the nearest whole amount', 50, shown({ serviceFeePercent: 0.1 }), 6],
    ['the billing fee when no percent', 10000, shown({ billingInfo: { serviceFee: 0.02 } }), 254],
    [
      'the percent wins over the billing fee',
      10000,
      shown({ serviceFeePercent: 0.1, billingInfo: { serviceFee: 0.02 } }),
      1270,
    ],
    [
      'a zero percent falls back to the billing fee',
      10000,
      shown({ serviceFeePercent: 0, billingInfo: { serviceFee: 0.02 } }),
      254,
    ],
    ['no firm price', undefined, shown({ serviceFeePercent: 0.1 }), 0],
    ['a zero firm price', 0, shown({ serviceFeePercent: 0.1 }), 0],
    ['a fee not shown', 10000, { isServiceFeeVisible: false, serviceFeePercent: 0.1 }, null],
    ['visibility unknown', 10000, { serviceFeePercent: 0.1 }, null],
    ['no fee at all', 10000, shown({}), null],
    ['zero fees', 10000, shown({ serviceFeePercent: 0, billingInfo: { serviceFee: 0 } }), null],
    ['a negative fee', 10000, shown({ serviceFeePercent: -0.1, billingInfo: null }), null],
    ['no company', 10000, null, null],
  ])('%s', (_label, priceSumFirm, company, expected) => {
    expect(serviceFee({ priceSumFirm }, company)).toBe(expected);
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])(
    'charges no fee on a firm price of %d',
    (priceSumFirm) => {
      expect(serviceFee({ priceSumFirm }, shown({ serviceFeePercent: 0.1 }))).toBe(0);
    },
  );

  it('never gives negative zero', () => {
    expect(Object.is(serviceFee({ priceSumFirm: -1 }, shown({ serviceFeePercent: 0.1 })), 0)).toBe(true);
  });
});
