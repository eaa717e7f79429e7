/**
 * Tells whether a session token has expired: `now` is at or past its `exp` claim (RFC 7519: a token must not be
 * accepted on or after its expiry). An expiry that is not a finite number counts as expired.
 *
 * @param expSeconds - the token's `exp` claim, in seconds since the epoch
 * @param now - the current time
 * @example
 * isTokenExpired(1_700_000_000, new Date(1_700_000_000_000)) // true
 * isTokenExpired(1_700_000_000, new Date(1_699_999_999_999)) // false
 */
export function isTokenExpired(expSeconds: number, now: Date): boolean {
  if (!Number.isFinite(expSeconds)) return true;
  return !(now.getTime() < expSeconds * 1000);
}
