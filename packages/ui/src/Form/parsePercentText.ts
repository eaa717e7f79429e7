import { parsePercent } from '@backoffice/domain';

/**
 * Reads a percent input's text as the stored fraction: empty text gives null (no value), '12' and '12%' give
 * 0.12 (domain `parsePercent`), anything else NaN (the field is then invalid, and the text stays).
 *
 * @example parsePercentText('12%') // 0.12
 * @example parsePercentText('') // null
 * @example parsePercentText('twelve') // NaN
 */
export function parsePercentText(text: string): number | null {
  if (text.trim() === '') return null;
  return parsePercent(text) ?? Number.NaN;
}
