import type { CookieStore } from './cookies.js';
import { COOKIE_NAMES, sessionCookieAttributes } from './cookies.js';

const yearOfDays = { keepSignedIn: true } as const;

/** The locale chosen last, from the locale cookie. */
export function readLocaleCookie(cookies: CookieStore): string | undefined {
  return cookies.get(COOKIE_NAMES.locale);
}

/** Remembers the chosen locale (a 30-day cookie, SameSite Lax). */
export function writeLocaleCookie(cookies: CookieStore, locale: string, options: { secure: boolean }): void {
  cookies.set(
    COOKIE_NAMES.locale,
    locale,
    sessionCookieAttributes({ ...yearOfDays, secure: options.secure }),
  );
}

/** True when the user switched notifications off on this browser. */
export function readNotificationsOff(cookies: CookieStore): boolean {
  return cookies.get(COOKIE_NAMES.notificationsOff) === '1';
}

/** Writes or clears the notification-off flag. */
export function writeNotificationsOff(
  cookies: CookieStore,
  off: boolean,
  options: { secure: boolean },
): void {
  const attributes = sessionCookieAttributes({ ...yearOfDays, secure: options.secure });
  if (off) cookies.set(COOKIE_NAMES.notificationsOff, '1', attributes);
  else cookies.remove(COOKIE_NAMES.notificationsOff, attributes);
}
