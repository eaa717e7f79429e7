import { LIMITS } from '../constants/index.js';

/**
 * Shortens a cancel reason for the status text: a reason longer than `max` characters keeps its first `max`
 * characters (trailing spaces dropped) followed by an ellipsis '…'; a shorter one is returned whole.
 * null or undefined gives ''. Characters are counted as code points, so an emoji is never cut in half.
 * Use `LIMITS.cancelReasonFallbackMax` (18) for the fallback display.
 * @example truncateCancelReason('Restaurant closed early today') // 'Restaurant closed earl…'
 * @example truncateCancelReason('Out of stock') // 'Out of stock'
 */
export function truncateCancelReason(
  reason: string | null | undefined,
  max: number = LIMITS.cancelReasonMax,
): string {
  if (reason == null) return '';
  const chars = Array.from(reason);
  if (chars.length <= max) return reason;
  return `${chars.slice(0, Math.max(0, max)).join('').trimEnd()}…`;
}
