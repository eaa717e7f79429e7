import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatPercent } from './formatPercent.js';
import { parsePercent } from './parsePercent.js';

describe('formatPercent', () => {
  it.each<[number | null | undefined, string]>([
    [0.12, '12.00%'],
    [0.125, '12.50%'],
    [0.12345, '12.35%'],
    [0.123449, '12.34%'],
    [0.145, '14.50%'],
    [0.01005, '1.01%'],
    [0, '0.00%'],
    [1, '100.00%'],
    [1.5, '150.00%'],
    [0.00004, '0.00%'],
    [0.00005, '0.01%'],
    [-0.05, '-5.00%'],
    [-0.00004, '0.00%'],
    [-0.12345, '-12.35%'],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (fraction, expected) => {
    expect(formatPercent(fraction)).toBe(expected);
  });

  it('is read back by parsePercent to the shown precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (tenThousandths) => {
        const fraction = tenThousandths / 10_000;
        expect(parsePercent(formatPercent(fraction))).toBeCloseTo(fraction, 10);
      }),
    );
  });
});
