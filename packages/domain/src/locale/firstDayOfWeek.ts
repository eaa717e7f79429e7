import type { Day } from 'date-fns';

import type { Locale } from './types.js';

/**
 * The first day of the week for a locale, as date-fns numbers days (0 Sunday … 6 Saturday), so that it can be
 * passed straight to `startOfWeek(date, { weekStartsOn })`. Hungarian starts on Monday (the spec); English does
 * too, because the platform is UK-based and the UK week starts on Monday (en-GB), not on Sunday (en-US).
 * The allowance days 1 (Monday) to 7 (Sunday) are a separate, ISO numbering.
 *
 * @param locale - the display locale
 * @example
 * firstDayOfWeek('hu') // 1 (Monday)
 * firstDayOfWeek('en') // 1 (Monday)
 */
export function firstDayOfWeek(locale: Locale): Day {
  const firstDays: Record<Locale, Day> = { en: 1, hu: 1 };
  return firstDays[locale];
}
