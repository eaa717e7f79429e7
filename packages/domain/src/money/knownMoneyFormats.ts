/**
 * The money formats of the platform's usual locales and currencies, written out, so that formatting them does not
 * start the engine's Intl number formatting.
 *
 * The first `Intl.NumberFormat` (or `DateTimeFormat`) a page makes costs 40–120 ms of the main thread in Chromium,
 * once per page: V8 gathers the locales ICU has. On the orders screen it was the largest single piece of JavaScript
 * before the first rows, and the money cells were its only user there. Each entry below is what Intl writes for that
 * locale and currency; `knownMoneyFormats.test.ts` compares every entry with `Intl.NumberFormat` over arbitrary
 * amounts (Node's ICU), and the kit's browser tests do the same in Chromium, so a change in the engines' data fails a
 * test instead of drifting. Any other locale or currency goes to Intl, as does an amount these rules do not cover.
 */

interface Separators {
  group: string;
  decimal: string;
  /** How many digits the integer part needs, beyond the first group of three, before groups are separated. */
  minimumGrouping: number;
}

const HUNGARIAN: Separators = { group: '\u00a0', decimal: ',', minimumGrouping: 2 };
const ENGLISH: Separators = { group: ',', decimal: '.', minimumGrouping: 1 };

interface MoneyFormat {
  separators: Separators;
  /** What comes before the digits of a positive amount; a negative one starts with a hyphen-minus before it. */
  prefix: string;
  suffix: string;
}

const formats = new Map<string, MoneyFormat>();

for (const locale of ['hu-HU', 'hu']) {
  const symbol: Record<string, string> = { HUF: 'Ft', EUR: 'EUR', USD: 'USD', GBP: 'GBP' };
  for (const [currency, text] of Object.entries(symbol)) {
    formats.set(`${locale}|${currency}`, { separators: HUNGARIAN, prefix: '', suffix: `\u00a0${text}` });
  }
}
for (const locale of ['en-GB', 'en', 'en-US']) {
  const symbol: Record<string, string> = {
    HUF: 'HUF\u00a0',
    EUR: '€',
    USD: locale === 'en-GB' ? 'US$' : '$',
    GBP: '£',
  };
  for (const [currency, text] of Object.entries(symbol)) {
    formats.set(`${locale}|${currency}`, { separators: ENGLISH, prefix: text, suffix: '' });
  }
}

/**
 * Whether `formatMoney` writes amounts of this currency in this locale itself (for amounts with no more decimals
 * than the currency shows), without Intl.
 * @example isKnownMoneyFormat('HUF', 'hu-HU') // true
 * @example isKnownMoneyFormat('CHF', 'de-CH') // false
 */
export function isKnownMoneyFormat(currency: string, locale: string): boolean {
  return formats.has(`${locale}|${currency}`);
}

/**
 * The amount written in a known format with exactly `decimals` decimals, as Intl writes it; `undefined` when the
 * format is not known, or when the amount would need rounding or is not a plain finite number.
 */
export function writeKnownMoney(
  amount: number,
  currency: string,
  locale: string,
  decimals: number,
): string | undefined {
  const format = formats.get(`${locale}|${currency}`);
  if (!format || !Number.isFinite(amount)) return undefined;
  // The shortest text that reads back as the same number, which is also what Intl starts from.
  const digits = String(Math.abs(amount));
  if (digits.includes('e')) return undefined;
  const point = digits.indexOf('.');
  const whole = point < 0 ? digits : digits.slice(0, point);
  const fraction = point < 0 ? '' : digits.slice(point + 1);
  if (fraction.length > decimals) return undefined;

  const { group, decimal, minimumGrouping } = format.separators;
  let grouped = whole;
  if (whole.length >= 3 + minimumGrouping) {
    let end = whole.length % 3 || 3;
    grouped = whole.slice(0, end);
    for (; end < whole.length; end += 3) grouped += group + whole.slice(end, end + 3);
  }
  const number = decimals > 0 ? `${grouped}${decimal}${fraction.padEnd(decimals, '0')}` : grouped;
  // Intl marks negative zero too.
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  return `${sign}${format.prefix}${number}${format.suffix}`;
}

/** Every currency and locale whose money `formatMoney` writes without Intl (see {@link isKnownMoneyFormat}). */
export function knownMoneyFormats(): { currency: string; locale: string }[] {
  return [...formats.keys()].map((key) => {
    const [locale = '', currency = ''] = key.split('|');
    return { currency, locale };
  });
}
