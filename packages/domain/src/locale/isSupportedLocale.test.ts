import { describe, expect, it } from 'vitest';

import { isSupportedLocale } from './isSupportedLocale.js';

describe('isSupportedLocale', () => {
  it.each<[unknown, boolean]>([
    ['en', true],
    ['hu', true],
    ['de', false],
    ['EN', false],
    ['en-GB', false],
    [' en', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('%j → %s', (value, expected) => {
    expect(isSupportedLocale(value)).toBe(expected);
  });
});
