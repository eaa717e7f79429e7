import { LIMITS } from '../constants/index.js';
import { roundMoney } from '../money/roundMoney.js';

/**
 * How far cost-code allocations are from 100: 100 minus their sum, rounded to two decimals (positive when
 * something is left to allocate, negative when over). Values that are not numbers count as 0.
 * @example allocationDifference([33.33, 33.33]) // 33.34
 * @example allocationDifference([33.33, 33.33, 33.34]) // 0
 */
export function allocationDifference(allocations: readonly number[]): number {
  const sum = allocations.reduce((total, value) => total + (Number.isFinite(value) ? value : 0), 0);
  return roundMoney(LIMITS.allocationTotal - sum, LIMITS.allocationDecimals);
}
