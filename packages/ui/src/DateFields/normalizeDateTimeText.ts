import { isValidCutoffTime, isValidTime } from '@backoffice/domain';

/** What a date-time input holds: a full date-time, or a time of day only. */
export const dateTimeGranularities = ['dateTime', 'time'] as const;

/** One of {@link dateTimeGranularities}. */
export type DateTimeGranularity = (typeof dateTimeGranularities)[number];

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;
const TIME = /^\d{2}:\d{2}$/;

/**
 * Reads what the user typed into a date-time input and gives the value the form stores, or null when the text
 * is not in the expected format. `dateTime` accepts 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' (a 'T' may
 * separate the parts) and gives the domain's text form 'YYYY-MM-DD HH:mm:ss'; the day must exist. `time`
 * accepts 'HH:MM' only (spec: the time-only input must look like HH:MM). Surrounding spaces are ignored.
 *
 * @example
 * normalizeDateTimeText('2023-08-30 10:00', 'dateTime') // '2023-08-30 10:00:00'
 * normalizeDateTimeText('2023-02-30 10:00', 'dateTime') // null
 * normalizeDateTimeText('09:30', 'time') // '09:30'
 * normalizeDateTimeText('9:30', 'time') // null
 */
export function normalizeDateTimeText(text: string, granularity: DateTimeGranularity): string | null {
  const trimmed = text.trim();
  if (granularity === 'time') return TIME.test(trimmed) && isValidTime(trimmed) ? trimmed : null;
  const match = DATE_TIME.exec(trimmed);
  if (!match) return null;
  const [, day = '', hoursMinutes = '', seconds = ':00'] = match;
  const value = `${day} ${hoursMinutes}${seconds}`;
  return isValidCutoffTime(value) ? value : null;
}
