import { LIMITS } from '../constants/index.js';
import { isValidTime } from '../forms/isValidTime.js';
import { isValidCutoffTime } from './isValidCutoffTime.js';
import type { RelativeDateTimeDraft } from './types.js';

const DAY_MS = 86_400_000;

/**
 * Turns the relative date picker's value into a date-time 'YYYY-MM-DD HH:mm:ss': the reference's calendar day
 * minus `dayOffset` days, at `time` ('HH:mm' gets ':00'; 'HH:mm:ss' is kept). Gives null when the offset is not
 * a whole number from 0 to 7, the time is not valid, or the reference is not a valid 'YYYY-MM-DD HH:mm:ss'.
 * The inverse of {@link toRelativeDateTime}.
 *
 * @param value - day offset and time
 * @param reference - the reference date-time 'YYYY-MM-DD HH:mm:ss'; only its day is used
 * @example
 * fromRelativeDateTime({ dayOffset: 1, time: '16:30' }, '2023-08-30 10:00:00') // '2023-08-29 16:30:00'
 * fromRelativeDateTime({ dayOffset: 8, time: '16:30' }, '2023-08-30 10:00:00') // null
 */
export function fromRelativeDateTime(
  { dayOffset, time }: RelativeDateTimeDraft,
  reference: string | null | undefined,
): string | null {
  if (
    typeof dayOffset !== 'number' ||
    !Number.isInteger(dayOffset) ||
    dayOffset < LIMITS.relativeDayOffsetMin ||
    dayOffset > LIMITS.relativeDayOffsetMax ||
    typeof time !== 'string' ||
    !isValidTime(time) ||
    typeof reference !== 'string' ||
    !isValidCutoffTime(reference)
  ) {
    return null;
  }
  // Calendar arithmetic in UTC, where every day has exactly 24 hours.
  const dayStart = Date.parse(`${reference.slice(0, 10)}T00:00:00Z`) - dayOffset * DAY_MS;
  const day = new Date(dayStart).toISOString().slice(0, 10);
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}
