import { isValid, parse } from 'date-fns';

import type { TimeZoneOptions } from './types.js';
import { zoneContext } from './zoneContext.js';

const CUTOFF = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01]) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

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
  const context = zoneContext(timeZone);
  if (typeof text !== 'string' || !CUTOFF.test(text)) return null;
  const moment = parse(text, 'yyyy-MM-dd HH:mm:ss', new Date(0), context);
  return isValid(moment) ? new Date(moment.getTime()) : null;
}
