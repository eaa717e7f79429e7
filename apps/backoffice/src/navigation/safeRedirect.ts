/**
 * A redirectTo value the app may follow: a path of this app ('/…', not '//' or '/\\' which browsers read as another
 * host). Anything else gives the fallback, so a crafted link cannot send the user to another site.
 * @example safeRedirect('/orders?status=new', '/') // '/orders?status=new'
 * @example safeRedirect('https://evil.example', '/orders') // '/orders'
 */
export function safeRedirect(value: unknown, fallback: string): string {
  if (typeof value !== 'string' || !value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/login' || value.startsWith('/login?')) return fallback;
  return value;
}
