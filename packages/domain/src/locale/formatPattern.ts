import { isValid, lightFormat, parseISO } from 'date-fns';

import type { DateInput, TimeZoneOptions } from './types.js';
import { zoneContext } from './zoneContext.js';

/**
 * An instant as the platform writes it: RFC 3339 with `Z` or an offset, at most milliseconds. It is the ECMAScript
 * date time string format, which the engine's `Date` reads exactly, about twenty times faster than `parseISO` (a list
 * of 100 orders formats 200 of them as it first renders). A string without an offset is a wall-clock time in the
 * zone, and `parseISO` reads it.
 */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * Formats a moment with a numeric date-fns pattern (years, months, days, hours, minutes, seconds) in a time zone;
 * '' for a missing or invalid date. Internal to the locale module: the public formatters fix the spec's patterns,
 * all numeric, so date-fns's `lightFormat` does, without `format`'s every token and English locale (about 5 KiB
 * gzip on a list's first screen, issue #22).
 *
 * @throws RangeError when the time zone name is unknown
 * @example formatPattern(0, 'yyyy-MM-dd', { timeZone: 'UTC' }) // '1970-01-01'
 */
export function formatPattern(
  date: DateInput | null | undefined,
  pattern: string,
  { timeZone }: TimeZoneOptions = {},
): string {
  if (date === null || date === undefined) return '';
  const context = zoneContext(timeZone);
  const wallClock = typeof date === 'string' && !INSTANT.test(date);
  const moment = wallClock ? parseISO(date, context) : new Date(date);
  if (!isValid(moment)) return '';
  // A TZDate reads its fields in its zone, which is all lightFormat asks of a date.
  return lightFormat(context && !wallClock ? context.in(moment) : moment, pattern);
}
