import { LIMITS } from '../constants/index.js';

/**
 * Tells whether a session token must be refreshed before the next call: it expires in under
 * `LIMITS.tokenRefreshThresholdSeconds` (600 s), or has already expired.
 *
 * Exactly 600 s left is not "under 600 s", so no refresh yet. An expiry that is not a finite number (a token
 * without `exp`, or a garbled one) needs a refresh: that is the safe answer.
 *
 * @param expSeconds - the token's `exp` claim, in seconds since the epoch
 * @param now - the current time
 * @example
 * tokenNeedsRefresh(1_700_000_000, new Date(1_700_000_000_000 - 599_000)) // true
 * tokenNeedsRefresh(1_700_000_000, new Date(1_700_000_000_000 - 600_000)) // false
 */
export function tokenNeedsRefresh(expSeconds: number, now: Date): boolean {
  if (!Number.isFinite(expSeconds)) return true;
  const leftMs = expSeconds * 1000 - now.getTime();
  return !(leftMs >= LIMITS.tokenRefreshThresholdSeconds * 1000);
}
