// The domain writes the money of the platform's usual locales and currencies itself, without Intl
// (packages/domain/src/money/knownMoneyFormats.ts), because a page's first Intl formatter costs tens of
// milliseconds. Its unit tests hold that text to Node's Intl; this holds it to Chromium's, the engine the
// back-office runs in, whose locale data could differ from Node's.
import { currencyDecimals, formatMoney, knownMoneyFormats } from '@backoffice/domain';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';

// Around every grouping threshold, both signs, negative zero, and cents for the currencies that show them.
const wholeAmounts = [
  0,
  -0,
  1,
  7,
  12,
  999,
  1000,
  1234,
  9999,
  10000,
  12345,
  99999,
  100000,
  1234567,
  98765432,
  2 ** 40,
];
const amounts = [
  ...wholeAmounts,
  ...wholeAmounts.map((amount) => -amount),
  ...wholeAmounts.map((amount) => amount + 0.5),
  ...wholeAmounts.map((amount) => -(amount + 0.05)),
];

let browser: Browser;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser.close();
});

describe('the money the domain writes without Intl', () => {
  it('is what Chromium writes with Intl, for every known locale and currency', async () => {
    const cases = knownMoneyFormats().flatMap(({ currency, locale }) =>
      amounts
        // Amounts that need rounding are Intl's to write, not the table's.
        .filter((amount) => currencyDecimals(currency) > 0 || Number.isInteger(amount))
        .map((amount) => ({ amount, currency, locale, decimals: currencyDecimals(currency) })),
    );
    const page = await browser.newPage();
    const fromChromium = await page.evaluate(
      (all) =>
        all.map(({ amount, currency, locale, decimals }) =>
          new Intl.NumberFormat(locale, {
            style: 'currency',
            currency,
            minimumFractionDigits: decimals,
            maximumFractionDigits: decimals,
          }).format(amount),
        ),
      cases,
    );
    await page.close();
    expect(cases.map(({ amount, currency, locale }) => formatMoney(amount, currency, locale))).toEqual(
      fromChromium,
    );
  });
});
