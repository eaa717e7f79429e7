import { describe, expect, it } from 'vitest';

import { formatMoney } from './formatMoney.js';

// Intl uses no-break spaces between groups and before the symbol; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [12345, 'HUF', 'hu-HU', '12 345 Ft'],
    [12345.6, 'HUF', 'hu-HU', '12 346 Ft'],
    [12.5, 'EUR', 'en-GB', '€12.50'],
    [0, 'GBP', 'en-GB', '£0.00'],
    [1234.567, 'GBP', 'en-GB', '£1,234.57'],
    [-3, 'EUR', 'en-GB', '-€3.00'],
  ])('formats %d %s in %s as %s', (amount, currency, locale, expected) => {
    expect(plain(formatMoney(amount, currency, locale))).toBe(expected);
  });

  it.each([
    [12.5, 'not a code', 'en-GB', '12.50 not a code'],
    [100, 'HUF', 'not_a_locale!!', '100 HUF'],
  ])(
    'falls back to plain text for a bad currency or locale (%d %s %s)',
    (amount, currency, locale, expected) => {
      expect(formatMoney(amount, currency, locale)).toBe(expected);
    },
  );
});
