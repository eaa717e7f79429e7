import type { OpeningDay, Period } from '@backoffice/domain';

/** Days of the week as the form names them, Monday (day 1) first. */
export const weekDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof weekDays)[number];

/** The business hours form: the periods of each weekday, and the special closures (dated days). */
export interface BusinessHoursValues {
  week: Record<WeekDay, Period[]>;
  closures: Array<{ date: string | null; periods: Period[] }>;
}

const toPeriods = (day: OpeningDay): Period[] =>
  (day.timeIntervals ?? []).map((interval) => ({ start: interval.openTime, end: interval.closeTime }));
const toIntervals = (periods: readonly Period[]) =>
  periods.map((period) => ({ openTime: period.start, closeTime: period.end }));

/** The form's values from a restaurant's opening days and special closures. */
export function toBusinessHoursValues(restaurant: {
  openingDays?: OpeningDay[] | undefined;
  specialClosures?: OpeningDay[] | undefined;
}): BusinessHoursValues {
  const week = Object.fromEntries(weekDays.map((day) => [day, [] as Period[]])) as Record<WeekDay, Period[]>;
  for (const day of restaurant.openingDays ?? []) {
    const name = weekDays[(day.day ?? 0) - 1];
    if (name) week[name] = [...week[name], ...toPeriods(day)];
  }
  return {
    week,
    closures: (restaurant.specialClosures ?? []).map((day) => ({
      date: day.date ?? null,
      periods: toPeriods(day),
    })),
  };
}

/** The restaurant's opening days (a day with no period is closed and left out) and special closures. */
export function toBusinessHoursPayload(values: BusinessHoursValues): {
  openingDays: OpeningDay[];
  specialClosures: OpeningDay[];
} {
  return {
    openingDays: weekDays.flatMap((day, index) =>
      values.week[day].length > 0 ? [{ day: index + 1, timeIntervals: toIntervals(values.week[day]) }] : [],
    ),
    specialClosures: values.closures.map((closure) => ({
      date: closure.date,
      timeIntervals: toIntervals(closure.periods),
    })),
  };
}

/**
 * A platform violation's path on the form's field: `openingDays.{i}.timeIntervals…` names the i-th saved day,
 * which is the i-th weekday that has periods; `specialClosures.{i}…` the i-th closure.
 */
export function toBusinessHoursFieldPath(path: string, values: BusinessHoursValues): string {
  const day = /^openingDays\.(\d+)/.exec(path);
  if (day) {
    const open = weekDays.filter((name) => values.week[name].length > 0);
    const name = open[Number(day[1])];
    return name ? `week.${name}` : path;
  }
  const closure = /^specialClosures\.(\d+)(\.date)?/.exec(path);
  if (closure) return `closures.${closure[1]}.${closure[2] ? 'date' : 'periods'}`;
  return path;
}
