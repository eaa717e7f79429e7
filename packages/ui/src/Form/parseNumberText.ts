const NUMBER = /^\s*[+-]?(\d+([.,]\d*)?|[.,]\d+)\s*$/;

/**
 * Reads a number typed in a number text input: empty text gives null (no value), a number (decimal point or
 * comma, optional sign) gives that number, anything else NaN (the field is then invalid, and the text stays).
 *
 * @example parseNumberText('12,5') // 12.5
 * @example parseNumberText('') // null
 * @example parseNumberText('12a') // NaN
 */
export function parseNumberText(text: string): number | null {
  if (text.trim() === '') return null;
  if (!NUMBER.test(text)) return Number.NaN;
  return Number(text.replace(',', '.').trim());
}
