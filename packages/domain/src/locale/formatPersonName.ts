import type { PersonName } from '../types/order.js';
import type { Locale } from './types.js';

/**
 * Writes a person's name for a locale: Hungarian puts the last name first, English the first name first.
 * Each part is trimmed and a missing or blank part is skipped, so a person without a name gives ''.
 *
 * @param person - first and last name; null or undefined (a canteen order has no customer) gives ''
 * @param locale - the display locale
 * @example
 * formatPersonName({ firstName: 'Anna', lastName: 'Kovács' }, 'hu') // 'Kovács Anna'
 * formatPersonName({ firstName: ' Anna ', lastName: null }, 'en') // 'Anna'
 */
export function formatPersonName(person: PersonName | null | undefined, locale: Locale): string {
  const first = person?.firstName?.trim() ?? '';
  const last = person?.lastName?.trim() ?? '';
  const parts = locale === 'hu' ? [last, first] : [first, last];
  return parts.filter((part) => part !== '').join(' ');
}
