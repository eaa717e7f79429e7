import { describe, expect, it } from 'vitest';

import { isTokenExpired } from './isTokenExpired.js';

const exp = 1_700_000_000;

describe('isTokenExpired', () => {
  it.each([
    ['one millisecond before exp', new Date(exp * 1000 - 1), false],
    ['ten minutes before exp', new Date(exp * 1000 - 600_000), false],
    ['exactly at exp', new Date(exp * 1000), true],
    ['after exp', new Date(exp * 1000 + 1), true],
  ])('%s returns %s', (_label, now, expected) => {
    expect(isTokenExpired(exp, now)).toBe(expected);
  });

  it('treats a missing or garbled expiry as expired', () => {
    expect(isTokenExpired(Number.NaN, new Date(0))).toBe(true);
  });
});
