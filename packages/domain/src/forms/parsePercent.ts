const PERCENT = /^\s*([+-]?)(\d+)(?:[.,](\d+))?\s*%?\s*$/;

/**
 * Reads a percentage typed by a user as a fraction: '12', '12%', '12.5 %' and '12,5%' (decimal comma) give
 * 0.12 and 0.125. Spaces around the number and before the sign are allowed, as is a leading + or -. Anything
 * else (empty text, '%', '1.2.3', '12%%', '1e2') gives null. The decimal point is moved in the text, not by
 * dividing by 100, so '14.5' is exactly the number 0.145.
 *
 * @param text - the percent text
 * @example
 * parsePercent('12,5%') // 0.125
 * parsePercent('twelve') // null
 */
export function parsePercent(text: string | null | undefined): number | null {
  if (typeof text !== 'string') return null;
  const match = PERCENT.exec(text);
  if (match === null) return null;
  const [, sign = '', whole = '', decimals = ''] = match;
  const value = Number(`${sign}${whole}.${decimals}e-2`.replace('.e', 'e'));
  return Object.is(value, -0) ? 0 : value;
}
