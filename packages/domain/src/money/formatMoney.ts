import { currencyDecimals } from './currencyDecimals.js';
import { writeKnownMoney } from './knownMoneyFormats.js';

/**
 * Formats an amount as money in the given currency and locale, with the currency's decimals (HUF 0, others 2).
 *
 * The platform's usual locales and currencies are written without Intl (`knownMoneyFormats.ts`, the same text): a
 * page's first Intl formatter costs tens of milliseconds.
 *
 * When the runtime rejects the currency code or the locale, the amount is written with those decimals followed by
 * the code (`'12.50 XYZ'`) rather than throwing, so a screen never breaks on a bad config value.
 * @example formatMoney(12345, 'HUF', 'hu-HU') // '12 345 Ft'
 * @example formatMoney(12.5, 'EUR', 'en-GB') // '€12.50'
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  const known = writeKnownMoney(amount, currency, locale, decimals);
  if (known !== undefined) return known;
  const formatter = moneyFormatter(currency, locale, decimals);
  return formatter ? formatter.format(amount) : `${amount.toFixed(decimals)} ${currency}`.trim();
}

/**
 * One formatter per locale and currency, made on first use: building an Intl.NumberFormat costs far more than
 * formatting with one, and a list formats the same currency in every row on every render. `null` remembers a
 * currency or locale the runtime rejects.
 */
const formatters = new Map<string, Intl.NumberFormat | null>();

function moneyFormatter(currency: string, locale: string, decimals: number): Intl.NumberFormat | null {
  const key = `${locale}\u0000${currency}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, {
        style: 'currency',
        currency,
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}
