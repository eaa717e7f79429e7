import type { Period } from '../types/entities.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { periodsOverlap } from './periodsOverlap.js';
import { toSeconds } from './toSeconds.js';

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * Checks a list of periods of hours (opening intervals). For each period `i`:
 * - `periods.i.start` / `periods.i.end`: 'required' when empty, 'format' unless 'HH:mm' or 'HH:mm:ss'
 *   (00:00–23:59:59);
 * - `periods.i.end`: 'order' when the end is before the start (an equal start and end is allowed);
 * - `periods.i.start`: 'overlap' when it overlaps an earlier period of the list (see {@link periodsOverlap}:
 *   touching is allowed). The error goes on the later period in list order, the one the user added last, and
 *   periods that already have an error are not compared.
 *
 * @param periods - the periods, in the order the form shows them
 * @example
 * validatePeriods([{ start: '08:00', end: '10:00' }, { start: '10:00', end: '12:00' }]) // { valid: true, errors: {} }
 * validatePeriods([{ start: '08:00', end: '10:00' }, { start: '09:00', end: '11:00' }]) // { valid: false, errors: { 'periods.1.start': 'overlap' } }
 */
export function validatePeriods(periods: readonly Period[]): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const checked: Period[] = [];
  periods.forEach((period, i) => {
    const start = toSeconds(period.start);
    const end = toSeconds(period.end);
    if (start === null) errors[`periods.${i}.start`] = isBlank(period.start) ? 'required' : 'format';
    if (end === null) errors[`periods.${i}.end`] = isBlank(period.end) ? 'required' : 'format';
    if (start === null || end === null) return;
    if (start > end) {
      errors[`periods.${i}.end`] = 'order';
      return;
    }
    if (checked.some((earlier) => periodsOverlap(earlier, period))) {
      errors[`periods.${i}.start`] = 'overlap';
    }
    checked.push(period);
  });
  return toValidationResult(errors);
}
