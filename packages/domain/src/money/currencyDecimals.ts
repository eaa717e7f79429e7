/**
 * The number of decimals an amount in the given currency shows: 0 for HUF, 2 for every other currency.
 *
 * The code is compared case-insensitively after trimming; a missing code counts as "other" (2 decimals).
 * @example currencyDecimals('HUF') // 0
 * @example currencyDecimals('EUR') // 2
 */
export function currencyDecimals(code: string | null | undefined): number {
  return (code ?? '').trim().toUpperCase() === 'HUF' ? 0 : 2;
}
