import { TZDate, tz } from '@date-fns/tz';

/**
 * The date-fns `in` context for a time zone, or undefined for the runtime's local zone. Internal to the locale
 * module.
 *
 * @throws RangeError when the time zone name is unknown
 * @example zoneContext('UTC') // { in: tz('UTC') }
 */
export function zoneContext(timeZone: string | undefined): { in: ReturnType<typeof tz> } | undefined {
  if (timeZone === undefined) return undefined;
  if (Number.isNaN(new TZDate(0, timeZone).getTime())) {
    throw new RangeError(`Unknown time zone: ${timeZone}`);
  }
  return { in: tz(timeZone) };
}
