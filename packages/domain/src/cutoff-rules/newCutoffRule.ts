import { LIMITS } from '../constants/index.js';
import type { CanteenRule } from '../types/order.js';
import { isValidCutoffTime } from './isValidCutoffTime.js';
import { shiftCutoff } from './shiftCutoff.js';
import type { CutoffRuleDraft } from './types.js';

/**
 * The rule added by "add cutoff rule": its cutoff one hour (wall-clock) before the earliest valid cutoff of the
 * existing rules, or before the reference when there is none, with the default limit 999. An invalid reference
 * falls back to the spec's default reference, 2023-08-30 10:00:00. Rules are kept earliest first, so prepend
 * the new rule to keep them in order.
 *
 * @param rules - the existing rules (not changed)
 * @param reference - the reference date-time 'YYYY-MM-DD HH:mm:ss'
 * @example
 * newCutoffRule([], '2023-08-30 10:00:00') // { cutoffTime: '2023-08-30 09:00:00', limit: 999 }
 * newCutoffRule([{ cutoffTime: '2023-08-30 00:30:00', limit: 5 }], '2023-08-30 10:00:00') // { cutoffTime: '2023-08-29 23:30:00', limit: 999 }
 */
export function newCutoffRule(rules: readonly CutoffRuleDraft[], reference: string): CanteenRule {
  const cutoffs = rules
    .map((rule) => rule.cutoffTime)
    .filter((cutoff): cutoff is string => isValidCutoffTime(cutoff));
  const base = isValidCutoffTime(reference) ? reference : LIMITS.defaultCutoffReference;
  const earliest = cutoffs.reduce((min, cutoff) => (cutoff < min ? cutoff : min), cutoffs[0] ?? base);
  return {
    cutoffTime: shiftCutoff(earliest, -LIMITS.newCutoffRuleOffsetMinutes),
    limit: LIMITS.cutoffLimitDefault,
  };
}
