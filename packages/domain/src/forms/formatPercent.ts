/**
 * Shows a fraction as a percentage with two decimals and the percent sign: 0.12 → '12.00%'. Halves round away
 * from zero ('12.345%' → '12.35%'), computed on the decimal value rather than its binary approximation. The sign
 * is included because this is a display value; {@link parsePercent} reads it back. Null, undefined and non-finite
 * numbers give '' (nothing to show).
 *
 * @param fraction - the stored fraction (a fee of 12.5 % is 0.125)
 * @example
 * formatPercent(0.125) // '12.50%'
 * formatPercent(0.12345) // '12.35%'
 */
export function formatPercent(fraction: number | null | undefined): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return '';
  // 15 significant digits drop the binary noise of fraction × 10 000 before rounding to a whole hundredth.
  const hundredths = Number((Math.abs(fraction) * 10_000).toPrecision(15));
  const rounded = Math.round(hundredths) / 100;
  const sign = fraction < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${rounded.toFixed(2)}%`;
}
