import { formatPattern } from './formatPattern.js';
import type { DateInput, TimeZoneOptions } from './types.js';

/**
 * Formats a moment as YYYY-MM-DD (the spec's date format), in the given time zone or the runtime's local one. A missing or invalid date
 * gives '' (nothing to show), never 'Invalid Date'.
 *
 * @param date - a Date, epoch milliseconds, or an ISO 8601 string (without an offset: wall-clock in the zone)
 * @param options - `timeZone`: an IANA zone name; absent means local time
 * @throws RangeError when the time zone name is unknown
 * @example
 * formatDate(new Date(2024, 0, 5, 9, 7, 3)) // '2024-01-05'
 * formatDate('2023-08-30T23:30:00Z', { timeZone: 'Europe/Budapest' }) // '2023-08-31'
 */
export function formatDate(date: DateInput | null | undefined, options: TimeZoneOptions = {}): string {
  return formatPattern(date, 'yyyy-MM-dd', options);
}
