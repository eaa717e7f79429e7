import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { currencyDecimals } from './currencyDecimals.js';
import { formatMoney } from './formatMoney.js';
import { isKnownMoneyFormat, knownMoneyFormats, writeKnownMoney } from './knownMoneyFormats.js';

function intlMoney(amount: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(amount);
}

// Amounts with no more decimals than the currency shows: whole units, or a whole number of cents.
const amountFor = (decimals: number) =>
  decimals === 0
    ? fc.oneof(
        fc.integer(),
        fc.maxSafeInteger().map((n) => -n),
        fc.constantFrom(0, -0, 999, 1000, 9999, 10000),
      )
    : fc.oneof(
        fc.integer({ min: -1e12, max: 1e12 }).map((cents) => cents / 100),
        fc.integer({ min: -1e7, max: 1e7 }).map((cents) => cents / 100),
        fc.constantFrom(0, -0, 999.99, 1000, 1234.5, 10000),
      );

describe('known money formats', () => {
  it('covers the platform currencies in Hungarian and English', () => {
    for (const currency of ['HUF', 'EUR', 'USD', 'GBP']) {
      for (const locale of ['hu-HU', 'hu', 'en-GB', 'en', 'en-US'])
        expect(isKnownMoneyFormat(currency, locale)).toBe(true);
    }
    expect(knownMoneyFormats()).toHaveLength(20);
    expect(isKnownMoneyFormat('CHF', 'de-CH')).toBe(false);
    expect(isKnownMoneyFormat('huf', 'hu-HU')).toBe(false);
  });

  it.each(knownMoneyFormats().map(({ currency, locale }) => [currency, locale]))(
    'writes %s in %s exactly as Intl does',
    (currency, locale) => {
      const decimals = currencyDecimals(currency);
      fc.assert(
        fc.property(amountFor(decimals), (amount) => {
          expect(writeKnownMoney(amount, currency, locale, decimals)).toBe(
            intlMoney(amount, currency, locale),
          );
        }),
      );
    },
  );

  it.each([
    [12.5, 'HUF', 0],
    [1.005, 'EUR', 2],
    [1e21, 'HUF', 0],
    [1e-7, 'EUR', 2],
    [Number.NaN, 'HUF', 0],
    [Number.POSITIVE_INFINITY, 'EUR', 2],
  ])('leaves %d %s, which needs rounding or is no plain number, to Intl', (amount, currency, decimals) => {
    expect(writeKnownMoney(amount, currency, 'hu-HU', decimals)).toBeUndefined();
    expect(formatMoney(amount, currency, 'hu-HU')).toBe(intlMoney(amount, currency, 'hu-HU'));
  });

  it('leaves an unknown locale or currency to Intl', () => {
    expect(writeKnownMoney(1234.5, 'CHF', 'de-CH', 2)).toBeUndefined();
    expect(formatMoney(1234.5, 'CHF', 'de-CH')).toBe(intlMoney(1234.5, 'CHF', 'de-CH'));
  });

  it('gives formatMoney the same text as Intl for any amount, known format or not', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.double({ min: -1e15, max: 1e15, noNaN: true }), fc.integer()),
        fc.constantFrom('HUF', 'EUR', 'USD', 'GBP'),
        fc.constantFrom('hu-HU', 'en-GB', 'en-US'),
        (amount, currency, locale) => {
          expect(formatMoney(amount, currency, locale)).toBe(intlMoney(amount, currency, locale));
        },
      ),
    );
  });
});
