import { TZDate } from '@date-fns/tz';

import type { TimeZoneOptions } from './types.js';
import { zoneContext } from './zoneContext.js';

const CUTOFF = /^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):([0-5]\d):([0-5]\d)$/;

/**
 * Reads a cutoff time written 'YYYY-MM-DD HH:mm:ss' (wall-clock) as a moment in the given time zone, or the
 * runtime's local one. Anything else (another layout, surrounding spaces, a day that does not exist such as
 * '2023-02-30') gives null. A wall-clock time that a daylight-saving jump skips in that zone is moved forward by
 * the jump, as clocks do. The inverse of {@link formatCutoff}.
 *
 * @param text - the cutoff text
 * @param options - `timeZone`: an IANA zone name; absent means local time
 * @throws RangeError when the time zone name is unknown
 * @example
 * parseCutoff('2023-08-30 10:00:00', { timeZone: 'UTC' }) // new Date('2023-08-30T10:00:00Z')
 * parseCutoff('2023-08-30 10:00') // null
 */
export function parseCutoff(
  text: string | null | undefined,
  { timeZone }: TimeZoneOptions = {},
): Date | null {
  zoneContext(timeZone); // an unknown zone throws, whatever the text
  const parts = typeof text === 'string' ? CUTOFF.exec(text) : null;
  if (!parts) return null;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // The pattern is fixed, so its fields make the moment directly (date-fns's parse, with a parser for every token,
  // was 4.5 KiB gzip of the order screen's code, issue #22). Both constructors move a time a clock change skips
  // forward by the jump; a day the month does not have rolls over into the next month, which the check below
  // turns away, as it does the years 0000 to 0099 (the constructors read those as 1900 to 1999).
  const moment =
    timeZone === undefined
      ? new Date(year, month - 1, day, hours, minutes, seconds)
      : new TZDate(year, month - 1, day, hours, minutes, seconds, timeZone);
  if (moment.getFullYear() !== year || moment.getMonth() !== month - 1 || moment.getDate() !== day)
    return null;
  return new Date(moment.getTime());
}
