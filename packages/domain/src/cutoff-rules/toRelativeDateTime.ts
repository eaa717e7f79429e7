import { LIMITS } from '../constants/index.js';
import { isValidCutoffTime } from './isValidCutoffTime.js';
import type { RelativeDateTime } from './types.js';

const DAY_MS = 86_400_000;
// Wall-clock texts: the calendar day is read in UTC, where every day has exactly 24 hours.
const dayNumber = (cutoff: string) => Date.parse(`${cutoff.slice(0, 10)}T00:00:00Z`) / DAY_MS;

/**
 * Turns a date-time into the relative date picker's value: how many calendar days before the reference date it
 * falls (0 to 7) and its time 'HH:mm' (seconds are dropped: the picker works in minutes). Gives null when either
 * text is not a valid 'YYYY-MM-DD HH:mm:ss', or the day is after the reference day or more than 7 days before.
 * The time of the reference does not matter, only its day. The inverse of {@link fromRelativeDateTime}.
 *
 * @param value - the date-time 'YYYY-MM-DD HH:mm:ss'
 * @param reference - the reference date-time 'YYYY-MM-DD HH:mm:ss'
 * @example
 * toRelativeDateTime('2023-08-29 16:30:00', '2023-08-30 10:00:00') // { dayOffset: 1, time: '16:30' }
 * toRelativeDateTime('2023-08-31 09:00:00', '2023-08-30 10:00:00') // null
 */
export function toRelativeDateTime(
  value: string | null | undefined,
  reference: string | null | undefined,
): RelativeDateTime | null {
  if (typeof value !== 'string' || typeof reference !== 'string') return null;
  if (!isValidCutoffTime(value) || !isValidCutoffTime(reference)) return null;
  const dayOffset = dayNumber(reference) - dayNumber(value);
  if (dayOffset < LIMITS.relativeDayOffsetMin || dayOffset > LIMITS.relativeDayOffsetMax) return null;
  return { dayOffset, time: value.slice(11, 16) };
}
