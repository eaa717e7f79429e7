import { describe, expect, it } from 'vitest';

import { maxRefundQuantity } from './maxRefundQuantity.js';

describe('maxRefundQuantity', () => {
  it.each<[number, number | null | undefined, number]>([
    [3, 1, 2],
    [3, 0, 3],
    [3, null, 3],
    [3, undefined, 3],
    [3, 3, 0],
    [1, 2, 0],
    [0, 0, 0],
    [Number.NaN, 0, 0],
    [3, Number.NaN, 0],
  ])('quantity %d with %j refunded leaves %d', (quantity, refundedQuantity, expected) => {
    expect(maxRefundQuantity({ quantity, refundedQuantity })).toBe(expected);
  });
});
