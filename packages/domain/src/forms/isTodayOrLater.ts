import { formatDate } from '../locale/formatDate.js';
import { parseCutoff } from '../locale/parseCutoff.js';
import type { TimeZoneOptions } from '../locale/types.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Tells whether a date is today or later, by calendar day: any time today counts, even one already past.
 * A `Date` is placed on its calendar day in the given zone (local by default); a text must be a date input's
 * 'YYYY-MM-DD' value. Missing, malformed or impossible dates ('2023-02-30') give false.
 *
 * @param date - the chosen date
 * @param now - the current time
 * @param options - `timeZone` whose calendar decides what today is; absent means local
 * @example
 * isTodayOrLater('2024-01-05', new Date(2024, 0, 5, 23, 59)) // true
 * isTodayOrLater(new Date(2024, 0, 4, 23, 59), new Date(2024, 0, 5, 0, 0)) // false
 */
export function isTodayOrLater(
  date: Date | string | null | undefined,
  now: Date,
  options: TimeZoneOptions = {},
): boolean {
  const day = typeof date === 'string' ? date : formatDate(date, options);
  if (!DAY.test(day) || parseCutoff(`${day} 00:00:00`, { timeZone: 'UTC' }) === null) return false;
  return day >= formatDate(now, options);
}
