import { format, isValid, parseISO } from 'date-fns';

import type { DateInput, TimeZoneOptions } from './types.js';
import { zoneContext } from './zoneContext.js';

/**
 * Formats a moment with a date-fns pattern in a time zone; '' for a missing or invalid date. Internal to the
 * locale module: the public formatters fix the spec's patterns.
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
  return format(moment, pattern, context);
}
