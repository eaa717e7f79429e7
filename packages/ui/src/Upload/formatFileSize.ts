const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * A file size in the locale's words and numbers, in the largest unit (steps of 1024) that keeps the number at
 * least 1, with at most one decimal.
 *
 * @example formatFileSize(1536, 'en') // '1.5 kB'
 * @example formatFileSize(2_621_440, 'hu') // '2,5 MB'
 */
export function formatFileSize(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: units[unit],
    unitDisplay: 'short',
    maximumFractionDigits: unit === 0 ? 0 : 1,
  }).format(value);
}
