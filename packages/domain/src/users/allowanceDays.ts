import type { Locale } from '../locale/index.js';
import type { Period, TimeInterval } from '../types/entities.js';

/** An allowance day: 1 (Monday) to 7 (Sunday), ISO numbering. */
export type AllowanceDay = 1 | 2 | 3 | 4 | 5 | 6 | 7;
/** An allowance's days as the platform stores them. */
export type AllowanceDays = Array<{ day: number; timeIntervals: TimeInterval[] }>;
/** An allowance's days as its form edits them: the periods of each day, keyed `d1` … `d7`. */
export type AllowanceWeek = Record<`d${AllowanceDay}`, Period[]>;

const MONDAY_FIRST: readonly AllowanceDay[] = [1, 2, 3, 4, 5, 6, 7];
const SUNDAY_FIRST: readonly AllowanceDay[] = [7, 1, 2, 3, 4, 5, 6];

/**
 * The allowance days in the order a locale shows its week: from Monday in Hungarian, from Sunday in English
 * (issue #13). The day numbers stay ISO (1 Monday … 7 Sunday) whatever the order.
 * @example allowanceWeekOrder('en') // [7, 1, 2, 3, 4, 5, 6]
 * @example allowanceWeekOrder('hu') // [1, 2, 3, 4, 5, 6, 7]
 */
export function allowanceWeekOrder(locale: Locale): readonly AllowanceDay[] {
  return locale === 'hu' ? MONDAY_FIRST : SUNDAY_FIRST;
}

/**
 * The form's week from the stored days: each day's intervals as periods ({ start, end }); a day not stored, or
 * outside 1–7, has none.
 * @example toAllowanceWeek([{ day: 1, timeIntervals: [{ openTime: '11:00', closeTime: '14:00' }] }]).d1
 * // [{ start: '11:00', end: '14:00' }]
 */
export function toAllowanceWeek(days: AllowanceDays | null | undefined): AllowanceWeek {
  const week = Object.fromEntries(MONDAY_FIRST.map((day) => [`d${day}`, [] as Period[]])) as AllowanceWeek;
  for (const entry of days ?? []) {
    if (!MONDAY_FIRST.includes(entry.day as AllowanceDay)) continue;
    week[`d${entry.day as AllowanceDay}`].push(
      ...(entry.timeIntervals ?? []).map((interval) => ({
        start: interval.openTime,
        end: interval.closeTime,
      })),
    );
  }
  return week;
}

/**
 * The stored days from the form's week: days 1 to 7 in order, each with its periods as intervals
 * ({ openTime, closeTime }); a day without periods is left out.
 * @example fromAllowanceWeek({ ...toAllowanceWeek([]), d3: [{ start: '09:00', end: '10:00' }] })
 * // [{ day: 3, timeIntervals: [{ openTime: '09:00', closeTime: '10:00' }] }]
 */
export function fromAllowanceWeek(week: Partial<AllowanceWeek> | null | undefined): AllowanceDays {
  return MONDAY_FIRST.flatMap((day) => {
    const periods = week?.[`d${day}`] ?? [];
    return periods.length === 0
      ? []
      : [
          {
            day,
            timeIntervals: periods.map((period) => ({ openTime: period.start, closeTime: period.end })),
          },
        ];
  });
}
