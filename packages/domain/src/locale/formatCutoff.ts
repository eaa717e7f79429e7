import { formatPattern } from './formatPattern.js';
import type { DateInput, TimeZoneOptions } from './types.js';

/**
 * Formats a moment as YYYY-MM-DD HH:mm:ss (the cutoff format; read it back with parseCutoff), in the given time zone or the runtime's local one. A missing or invalid date
 * gives '' (nothing to show), never 'Invalid Date'.
 *
 * @param date - a Date, epoch milliseconds, or an ISO 8601 string (without an offset: wall-clock in the zone)
 * @param options - `timeZone`: an IANA zone name; absent means local time
 * @throws RangeError when the time zone name is unknown
 * @example
 * formatCutoff(new Date(2023, 7, 30, 10, 0, 0)) // '2023-08-30 10:00:00'
 * formatCutoff(Date.UTC(2023, 7, 30, 9), { timeZone: 'Europe/London' }) // '2023-08-30 10:00:00'
 */
export function formatCutoff(date: DateInput | null | undefined, options: TimeZoneOptions = {}): string {
  return formatPattern(date, 'yyyy-MM-dd HH:mm:ss', options);
}
