import type { LIMITS } from '../constants/index.js';

/** A locale the back-office offers: 'en' (English, the default) or 'hu' (Hungarian). */
export type Locale = (typeof LIMITS.locales)[number];

/**
 * A moment to format: a `Date`, epoch milliseconds, or an ISO 8601 string. A string without an offset
 * ('2023-08-30 10:00:00', '2023-08-30') is wall-clock time in the formatting time zone.
 */
export type DateInput = Date | number | string;

/** Time zone option of the date formatters and parsers. */
export interface TimeZoneOptions {
  /**
   * IANA time zone name ('Europe/London', 'UTC'). Absent means the runtime's local zone, which in the browser is
   * the user's. An unknown name is a programmer error: the function throws a RangeError.
   */
  timeZone?: string;
}
