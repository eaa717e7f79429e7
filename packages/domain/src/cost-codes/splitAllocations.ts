import { LIMITS } from '../constants/index.js';

/**
 * Splits 100 % evenly over cost-code rows, to two decimals, with the remainder on the last row (computed in
 * hundredths, so there is no floating-point drift). Takes the row count or the rows themselves; 0 rows (or a
 * negative count) give [], and a fractional count is rounded down.
 * @example splitAllocations(3) // [33.33, 33.33, 33.34]
 * @example splitAllocations([rowA, rowB]) // [50, 50]
 */
export function splitAllocations(rows: number | readonly unknown[]): number[] {
  const count = typeof rows === 'number' ? Math.floor(rows) : rows.length;
  if (!(count > 0)) return [];
  const unit = 10 ** LIMITS.allocationDecimals;
  const total = LIMITS.allocationTotal * unit;
  const share = Math.floor(total / count);
  return Array.from({ length: count }, (_row, index) =>
    index === count - 1 ? (total - share * (count - 1)) / unit : share / unit,
  );
}
