import { isValid, lightFormat, parseISO } from 'date-fns';

import type { DateInput, TimeZoneOptions } from './types.js';
import { zoneContext } from './zoneContext.js';

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
  const moment = typeof date === 'string' ? parseISO(date, context) : new Date(date);
  if (!isValid(moment)) return '';
  // A TZDate reads its fields in its zone, which is all lightFormat asks of a date.
  return lightFormat(context && typeof date !== 'string' ? context.in(moment) : moment, pattern);
}
