import { describe, expect, it } from 'vitest';

import { LIMITS } from '../constants/index.js';
import { truncateCancelReason } from './truncateCancelReason.js';

describe('truncateCancelReason', () => {
  it.each([
    ['Restaurant closed early today', undefined, 'Restaurant closed earl…'],
    ['a'.repeat(22), undefined, 'a'.repeat(22)],
    ['a'.repeat(23), undefined, `${'a'.repeat(22)}…`],
    ['Out of stock', undefined, 'Out of stock'],
    ['', undefined, ''],
    [null, undefined, ''],
    [undefined, undefined, ''],
    ['Restaurant closed early today', LIMITS.cancelReasonFallbackMax, 'Restaurant closed…'],
    ['a'.repeat(18), LIMITS.cancelReasonFallbackMax, 'a'.repeat(18)],
    ['Too busy now', 0, '…'],
    ['😀😀😀', 2, '😀😀…'],
  ])('shortens %j (max %j) to %j', (reason, max, expected) => {
    expect(truncateCancelReason(reason, max)).toBe(expected);
  });
});
