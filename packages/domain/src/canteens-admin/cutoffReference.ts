import { LIMITS } from '../constants/index.js';
import { isValidCutoffTime } from '../cutoff-rules/isValidCutoffTime.js';
import type { CutoffRuleDraft } from '../cutoff-rules/types.js';
import { isValidTime } from '../forms/isValidTime.js';

/** The delivery time used when a canteen has none: the end of the day, so no cutoff of that day is late. */
const END_OF_DAY = '23:59:00';

/**
 * The reference date-time of a cloud canteen's related restaurant, as the platform checks its rules: the delivery
 * that follows the first valid cutoff, that is the canteen's delivery time ('HH:mm' gets ':00'; none means the end
 * of the day) on the first cutoff's day, or on the next day when that time of day is earlier than the cutoff. The
 * last cutoff may not be later, and the cutoff override is 0 to 7 days before it. Without a valid cutoff the day
 * is the spec's default reference day.
 *
 * Product decision (issue #15): the spec names "the reference date" without defining it for a canteen. A round's
 * cutoffs come before its delivery, so a 16:00 cutoff with a 12:00 delivery is for the next day's lunch, not a
 * cutoff four hours after the food left. (Reading it as the same day made a canteen whose round crosses midday or
 * midnight impossible to save.)
 *
 * @param rules - the restaurant's rules, earliest first
 * @param deliveryTime - the canteen's delivery time 'HH:mm' or 'HH:mm:ss'
 * @example
 * cutoffReference([{ cutoffTime: '2023-08-29 10:00:00', limit: 50 }], '12:00') // '2023-08-29 12:00:00'
 * cutoffReference([{ cutoffTime: '2023-08-29 16:00:00', limit: 50 }], '12:00') // '2023-08-30 12:00:00'
 * cutoffReference([], null) // '2023-08-30 23:59:00'
 */
export function cutoffReference(
  rules: readonly CutoffRuleDraft[] | null | undefined,
  deliveryTime: string | null | undefined,
): string {
  const first = (rules ?? []).map((rule) => rule.cutoffTime).find((cutoff) => isValidCutoffTime(cutoff));
  const day = (first ?? LIMITS.defaultCutoffReference).slice(0, 10);
  const time =
    typeof deliveryTime === 'string' && isValidTime(deliveryTime)
      ? deliveryTime.length === 5
        ? `${deliveryTime}:00`
        : deliveryTime
      : END_OF_DAY;
  const sameDay = `${day} ${time}`;
  return typeof first === 'string' && sameDay < first ? `${nextDay(day)} ${time}` : sameDay;
}

/** The day after 'YYYY-MM-DD', in the same form. */
function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
