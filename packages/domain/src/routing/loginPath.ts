/**
 * Builds the login path that brings the user back to `redirectTo` after signing in:
 * '/login?redirectTo=' plus the encoded path. An empty path, or a path that is itself the login page, gives
 * plain '/login' (coming back to the login page would be a loop).
 *
 * @param redirectTo - the wanted path, with its query string
 * @example
 * loginPath('/orders?status=new') // '/login?redirectTo=%2Forders%3Fstatus%3Dnew'
 * loginPath('') // '/login'
 */
export function loginPath(redirectTo: string): string {
  if (redirectTo === '' || /^\/login(?:[/?#]|$)/.test(redirectTo)) return '/login';
  return `/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}
