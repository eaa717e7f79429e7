import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { splitAllocations } from './splitAllocations.js';

const hundredths = (value: number) => Math.round(value * 100);

describe('splitAllocations', () => {
  it.each<[number | unknown[], number[]]>([
    [1, [100]],
    [2, [50, 50]],
    [3, [33.33, 33.33, 33.34]],
    [6, [16.66, 16.66, 16.66, 16.66, 16.66, 16.7]],
    [7, [14.28, 14.28, 14.28, 14.28, 14.28, 14.28, 14.32]],
    [
      [{}, {}, {}],
      [33.33, 33.33, 33.34],
    ],
    [[], []],
    [0, []],
    [-2, []],
    [2.9, [50, 50]],
    [Number.NaN, []],
  ])('splits %j rows as %j', (rows, expected) => {
    expect(splitAllocations(rows)).toEqual(expected);
  });

  it('does not change the rows it is given', () => {
    const rows = Object.freeze([{ codes: {}, distribution: 10 }]);
    expect(splitAllocations(rows)).toEqual([100]);
    expect(rows).toEqual([{ codes: {}, distribution: 10 }]);
  });

  it('always sums to exactly 100 with at most two decimals, for 1 to 50 rows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (count) => {
        const allocations = splitAllocations(count);
        expect(allocations).toHaveLength(count);
        for (const value of allocations) expect(Math.abs(value * 100 - hundredths(value))).toBeLessThan(1e-9);
        expect(allocations.reduce((sum, value) => sum + hundredths(value), 0)).toBe(10_000);
        // The float sum is 100 to two decimals as well.
        expect(Math.round(allocations.reduce((sum, value) => sum + value, 0) * 100) / 100).toBe(100);
        // Every row but the last gets the same share; the last carries the remainder.
        expect(new Set(allocations.slice(0, -1)).size).toBeLessThanOrEqual(1);
      }),
    );
  });
});
