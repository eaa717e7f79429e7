import { currencyDecimals } from './currencyDecimals.js';

/**
 * Formats an amount as money in the given currency and locale, with the currency's decimals (HUF 0, others 2).
 *
 * When the runtime rejects the currency code or the locale, the amount is written with those decimals followed by
 * the code (`'12.50 XYZ'`) rather than throwing, so a screen never breaks on a bad config value.
 * @example formatMoney(12345, 'HUF', 'hu-HU') // '12 345 Ft'
 * @example formatMoney(12.5, 'EUR', 'en-GB') // '€12.50'
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const decimals = currencyDecimals(currency);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(amount);
  } catch {
    return `${amount.toFixed(decimals)} ${currency}`.trim();
  }
}
