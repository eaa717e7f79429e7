import { LIMITS } from '../constants/index.js';
import type { Locale } from './types.js';

/**
 * Tells whether a value is one of the offered locales ('en', 'hu'), exactly as written (no region, no case
 * folding: 'en-GB' and 'EN' are not supported locales).
 *
 * @param value - any value, e.g. a cookie or a query parameter
 * @example
 * isSupportedLocale('hu') // true
 * isSupportedLocale('de') // false
 */
export function isSupportedLocale(value: unknown): value is Locale {
  return (LIMITS.locales as readonly unknown[]).includes(value);
}
