/** Stands for the app's own origin while a redirect is parsed; never shown or followed. */
const OWN_ORIGIN = 'https://backoffice.invalid';

/**
 * A redirectTo value the app may follow: a path of this app, normalised the way the browser would read it (tabs
 * and line breaks dropped, backslashes read as slashes, dot segments resolved). A value the browser would read as
 * another host (`//evil.example`, `/\evil.example`, `/\t/evil.example`), anything else that is not a path, and the
 * sign-in page itself give the fallback, so a crafted link cannot send the user to another site or blank the app.
 * @example safeRedirect('/orders?status=new', '/') // '/orders?status=new'
 * @example safeRedirect('https://evil.example', '/orders') // '/orders'
 * @example safeRedirect('/\t/evil.example', '/orders') // '/orders'
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(value, OWN_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OWN_ORIGIN) return fallback;
  if (url.pathname === '/login') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
