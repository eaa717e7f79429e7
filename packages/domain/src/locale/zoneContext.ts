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
  let context = contexts.get(timeZone);
  if (context === undefined) {
    if (Number.isNaN(new TZDate(0, timeZone).getTime())) {
      throw new RangeError(`Unknown time zone: ${timeZone}`);
    }
    context = { in: tz(timeZone) };
    contexts.set(timeZone, context);
  }
  return context;
}

/**
 * The contexts made so far, one per zone name: checking the name and making the context cost more than formatting
 * a date with it (issue #22: a 100-row table formats two dates per row). Unknown names are never kept.
 */
const contexts = new Map<string, { in: ReturnType<typeof tz> }>();
