import type { DateTimeGranularity } from './normalizeDateTimeText';
import { normalizeDateTimeText } from './normalizeDateTimeText';

/** Why a date-time input's text is refused: each maps to one of the form's messages. */
export type DateTimeProblem = 'required' | 'format' | 'min' | 'max';

/** Options of {@link checkDateTimeText}. */
export interface DateTimeCheckOptions {
  /** What the input holds. */
  granularity: DateTimeGranularity;
  /** Inclusive lower bound, in the same form as the value ('YYYY-MM-DD HH:mm:ss', or 'HH:MM' for time). */
  min?: string;
  /** Inclusive upper bound, in the same form as the value. */
  max?: string;
  /** An empty text is a problem ('required'); otherwise empty is fine. */
  isRequired?: boolean;
}

/**
 * Checks a date-time input's text (spec: date-time input): empty and required → 'required'; not in the format
 * → 'format'; before `min` → 'min'; after `max` → 'max'; otherwise null. A bound that is itself not in the
 * format is no bound. Both forms sort chronologically as plain strings, so bounds compare as text.
 *
 * @example
 * checkDateTimeText('', { granularity: 'time', isRequired: true }) // 'required'
 * checkDateTimeText('2023-08-30 09:00', { granularity: 'dateTime', min: '2023-08-30 10:00:00' }) // 'min'
 */
export function checkDateTimeText(
  text: string | null | undefined,
  { granularity, min, max, isRequired = false }: DateTimeCheckOptions,
): DateTimeProblem | null {
  if (text === null || text === undefined || text.trim() === '') return isRequired ? 'required' : null;
  const value = normalizeDateTimeText(text, granularity);
  if (value === null) return 'format';
  const lower = min === undefined ? null : normalizeDateTimeText(min, granularity);
  const upper = max === undefined ? null : normalizeDateTimeText(max, granularity);
  if (lower !== null && value < lower) return 'min';
  if (upper !== null && value > upper) return 'max';
  return null;
}
