import { formatPattern } from './formatPattern.js';
import type { DateInput, TimeZoneOptions } from './types.js';

/**
 * Formats a moment as YYYY-MM-DD HH:mm, in the given time zone or the runtime's local one. A missing or invalid date
 * gives '' (nothing to show), never 'Invalid Date'.
 *
 * @param date - a Date, epoch milliseconds, or an ISO 8601 string (without an offset: wall-clock in the zone)
 * @param options - `timeZone`: an IANA zone name; absent means local time
 * @throws RangeError when the time zone name is unknown
 * @example
 * formatDateTime(new Date(2024, 0, 5, 9, 7, 3)) // '2024-01-05 09:07'
 * formatDateTime('2023-08-30T10:00:00Z', { timeZone: 'UTC' }) // '2023-08-30 10:00'
 */
export function formatDateTime(date: DateInput | null | undefined, options: TimeZoneOptions = {}): string {
  return formatPattern(date, 'yyyy-MM-dd HH:mm', options);
}
