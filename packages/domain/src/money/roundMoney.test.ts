import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { roundMoney } from './roundMoney.js';

describe('roundMoney', () => {
  it.each([
    [0.1 + 0.2, 2, 0.3],
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1234.4999, 0, 1234],
    [-0.001, 2, 0],
    [12.345, -1, 12],
    [Number.NaN, 2, 0],
    [Number.POSITIVE_INFINITY, 2, 0],
  ])('rounds %d to %i decimals as %d', (amount, decimals, expected) => {
    expect(roundMoney(amount, decimals)).toBe(expected);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundMoney(-0.0001, 2), 0)).toBe(true);
  });

  it('is idempotent and stays within half a unit of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), fc.integer({ min: 0, max: 4 }), (x, d) => {
        const once = roundMoney(x, d);
        expect(roundMoney(once, d)).toBe(once);
        expect(Math.abs(once - x)).toBeLessThanOrEqual(0.5 / 10 ** d + 1e-6);
      }),
    );
  });
});
