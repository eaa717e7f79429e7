import { LIMITS } from '../constants/index.js';
import { isValidTime } from '../forms/isValidTime.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { fromRelativeDateTime } from './fromRelativeDateTime.js';
import { isValidCutoffTime } from './isValidCutoffTime.js';
import type { DateTimeBounds, RelativeDateTimeDraft } from './types.js';

/**
 * Checks a relative date picker value:
 * - `dayOffset`: 'required' when empty, 'integer' when not whole, 'min' below 0, 'max' above 7;
 * - `time`: 'required' when empty, 'format' unless 'HH:mm' (or 'HH:mm:ss');
 * - `dateTime`: 'min' / 'max' when the resulting date-time is before `min` / after `max` (inclusive bounds, as
 *   'YYYY-MM-DD HH:mm:ss'; the app shows the bound in the message). Bounds are checked only when both parts and
 *   the reference are valid; a missing or invalid bound is no bound.
 *
 * @param value - day offset and time
 * @param reference - the reference date-time 'YYYY-MM-DD HH:mm:ss'
 * @param bounds - optional `min` and `max`
 * @example
 * validateRelativeDateTime({ dayOffset: 1, time: '16:30' }, '2023-08-30 10:00:00') // { valid: true, errors: {} }
 * validateRelativeDateTime({ dayOffset: 0, time: '11:00' }, '2023-08-30 10:00:00', { max: '2023-08-30 10:00:00' }) // { valid: false, errors: { dateTime: 'max' } }
 */
export function validateRelativeDateTime(
  value: RelativeDateTimeDraft,
  reference: string,
  { min, max }: DateTimeBounds = {},
): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const { dayOffset, time } = value;
  if (dayOffset === null || dayOffset === undefined || Number.isNaN(dayOffset))
    errors['dayOffset'] = 'required';
  else if (!Number.isInteger(dayOffset)) errors['dayOffset'] = 'integer';
  else if (dayOffset < LIMITS.relativeDayOffsetMin) errors['dayOffset'] = 'min';
  else if (dayOffset > LIMITS.relativeDayOffsetMax) errors['dayOffset'] = 'max';

  if (typeof time !== 'string' || time.trim() === '') errors['time'] = 'required';
  else if (!isValidTime(time)) errors['time'] = 'format';

  const dateTime = fromRelativeDateTime(value, reference);
  if (dateTime !== null) {
    if (typeof min === 'string' && isValidCutoffTime(min) && dateTime < min) errors['dateTime'] = 'min';
    if (typeof max === 'string' && isValidCutoffTime(max) && dateTime > max) errors['dateTime'] = 'max';
  }
  return toValidationResult(errors);
}
