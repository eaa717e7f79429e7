import { LIMITS } from '@backoffice/domain';

/** The cookies of the back-office (section 9): session token, refresh token, locale, notification-off flag. */
export const COOKIE_NAMES = {
  jwt: 'jwt',
  refresh: 'refresh',
  locale: 'locale',
  notificationsOff: 'notification_off',
  /** Remembers the keep-me-signed-in choice, so that a refreshed token keeps the cookie lifetime. */
  keepSignedIn: 'keep_signed_in',
} as const;

/** How a cookie is written. */
export interface CookieAttributes {
  /** Lifetime in seconds; absent means a session cookie. */
  maxAgeSeconds?: number;
  sameSite: 'Lax';
  secure: boolean;
  path: string;
}

/** Where cookies live: `document.cookie` in a browser, a map in tests and Node. */
export interface CookieStore {
  /** The cookie as this page sees it; at once, but it may lag a write another tab made a moment ago. */
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: Pick<CookieAttributes, 'path' | 'sameSite' | 'secure'>): void;
  /**
   * The cookie as the browser's cookie jar, which every tab shares, holds it now. Chromium answers
   * `document.cookie` from a copy per page that another tab's write reaches a little later, and the refresh
   * between tabs must not act on that copy. Absent where `get` is already the shared jar (a map in tests).
   */
  readShared?(name: string): Promise<string | undefined>;
}

/**
 * The attributes of the session cookies: 30 days with keep-me-signed-in, otherwise a session cookie; always
 * SameSite Lax, and Secure on https.
 * @example sessionCookieAttributes({ keepSignedIn: true, secure: true }) // { maxAgeSeconds: 2592000, sameSite: 'Lax', secure: true, path: '/' }
 */
export function sessionCookieAttributes(options: {
  keepSignedIn: boolean;
  secure: boolean;
}): CookieAttributes {
  return {
    ...(options.keepSignedIn ? { maxAgeSeconds: LIMITS.rememberMeDays * 24 * 60 * 60 } : {}),
    sameSite: 'Lax',
    secure: options.secure,
    path: '/',
  };
}

/** The `document.cookie` line that writes a cookie. */
export function serializeCookie(name: string, value: string, attributes: CookieAttributes): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${attributes.path}`];
  if (attributes.maxAgeSeconds !== undefined) parts.push(`Max-Age=${attributes.maxAgeSeconds}`);
  parts.push(`SameSite=${attributes.sameSite}`);
  if (attributes.secure) parts.push('Secure');
  return parts.join('; ');
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0) continue;
    const name = part.slice(0, index).trim();
    if (cookies.has(name)) continue;
    cookies.set(name, decodeCookieValue(part.slice(index + 1).trim()));
  }
  return cookies;
}

/** What this store needs of the Cookie Store API (`window.cookieStore`). */
export interface SharedCookieJar {
  get(name: string): Promise<{ value?: string } | null | undefined>;
}

function browserCookieJar(): SharedCookieJar | undefined {
  const jar = (globalThis as { cookieStore?: SharedCookieJar }).cookieStore;
  return jar && typeof jar.get === 'function' ? jar : undefined;
}

/**
 * A cookie store on `document.cookie`, whose shared reads go to the Cookie Store API where the browser has it
 * (Chromium, Safari; elsewhere they fall back to `document.cookie`).
 */
export function createDocumentCookieStore(
  doc: Pick<Document, 'cookie'> = document,
  jar: SharedCookieJar | undefined = browserCookieJar(),
): CookieStore {
  const get = (name: string) => parseCookieHeader(doc.cookie).get(name);
  return {
    get,
    set: (name, value, attributes) => {
      doc.cookie = serializeCookie(name, value, attributes);
    },
    remove: (name, attributes) => {
      doc.cookie = serializeCookie(name, '', { ...attributes, maxAgeSeconds: 0 });
    },
    readShared: async (name) => {
      if (!jar) return get(name);
      try {
        const cookie = await jar.get(name);
        return typeof cookie?.value === 'string' ? decodeCookieValue(cookie.value) : undefined;
      } catch {
        // An opaque origin or a sandboxed frame refuses the API: the page's copy is all there is.
        return get(name);
      }
    },
  };
}

/** One cookie of the in-memory store, with the attributes it was written with. */
export interface StoredCookie {
  value: string;
  attributes: CookieAttributes;
  /** The line a browser would have received. */
  serialized: string;
}

/** An in-memory cookie store for tests and Node; `entries` shows what was written and how. */
export interface MemoryCookieStore extends CookieStore {
  readonly entries: ReadonlyMap<string, StoredCookie>;
}

/** Creates an in-memory cookie store, optionally with initial values. */
export function createMemoryCookieStore(initial: Record<string, string> = {}): MemoryCookieStore {
  const entries = new Map<string, StoredCookie>();
  const defaults: CookieAttributes = { sameSite: 'Lax', secure: false, path: '/' };
  for (const [name, value] of Object.entries(initial)) {
    entries.set(name, { value, attributes: defaults, serialized: serializeCookie(name, value, defaults) });
  }
  return {
    entries,
    get: (name) => entries.get(name)?.value,
    set: (name, value, attributes) => {
      entries.set(name, { value, attributes, serialized: serializeCookie(name, value, attributes) });
    },
    remove: (name) => {
      entries.delete(name);
    },
  };
}
