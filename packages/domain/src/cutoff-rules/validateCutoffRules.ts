import { LIMITS } from '../constants/index.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { isValidCutoffTime } from './isValidCutoffTime.js';
import type { CutoffRuleDraft } from './types.js';

/**
 * Checks the editable cutoff rules of a canteen. For each rule `i`:
 * - `rules.i.limit`: 'required' when empty, 'integer' when not a whole number, 'min' below 1, 'max' above 999;
 * - `rules.i.cutoffTime`: 'required' when empty, 'format' unless a real 'YYYY-MM-DD HH:mm:ss';
 *   'order' when it is later than the next rule's cutoff, or, for the last rule, later than the reference.
 *   Equal cutoffs are in order. A rule whose neighbour (or the reference) is invalid is not compared with it.
 *
 * @param rules - the rules in the order the form shows them
 * @param reference - the reference date-time 'YYYY-MM-DD HH:mm:ss' (the canteen's delivery time)
 * @example
 * validateCutoffRules([{ cutoffTime: '2023-08-30 09:00:00', limit: 10 }], '2023-08-30 10:00:00') // { valid: true, errors: {} }
 * validateCutoffRules([{ cutoffTime: '2023-08-30 11:00:00', limit: 0 }], '2023-08-30 10:00:00') // { valid: false, errors: { 'rules.0.limit': 'min', 'rules.0.cutoffTime': 'order' } }
 */
export function validateCutoffRules(rules: readonly CutoffRuleDraft[], reference: string): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  rules.forEach((rule, i) => {
    const limitError = checkLimit(rule.limit);
    if (limitError !== null) errors[`rules.${i}.limit`] = limitError;

    const cutoff = rule.cutoffTime;
    if (typeof cutoff !== 'string' || !isValidCutoffTime(cutoff)) {
      errors[`rules.${i}.cutoffTime`] =
        typeof cutoff !== 'string' || cutoff.trim() === '' ? 'required' : 'format';
      return;
    }
    const next = i + 1 < rules.length ? rules[i + 1]?.cutoffTime : reference;
    if (typeof next === 'string' && isValidCutoffTime(next) && cutoff > next)
      errors[`rules.${i}.cutoffTime`] = 'order';
  });
  return toValidationResult(errors);
}

function checkLimit(limit: number | null | undefined): ValidationCode | null {
  if (limit === null || limit === undefined || Number.isNaN(limit)) return 'required';
  if (!Number.isInteger(limit)) return 'integer';
  if (limit < LIMITS.cutoffLimitMin) return 'min';
  if (limit > LIMITS.cutoffLimitMax) return 'max';
  return null;
}
