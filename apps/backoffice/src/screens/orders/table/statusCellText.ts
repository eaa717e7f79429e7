import type { Order } from '@backoffice/domain';
import { LIMITS, truncateCancelReason } from '@backoffice/domain';

import type { OrdersTableFeatures } from './ordersTableRole';

/** The status cell's text: `label` as shown, and `full` (the whole cancel reason) when the label was shortened. */
export interface StatusCellText {
  label: string;
  full?: string;
}

/**
 * The status cell of the orders table: the status word, and for a cancelled order its cancel reason, cut to 22
 * characters (LIMITS.cancelReasonMax), or to 18 in the fallback table (LIMITS.cancelReasonFallbackMax; the table of
 * a user who is neither super nor company admin): orders section 4. `full` holds the uncut text for the tooltip.
 * @example statusCellText({ status: 'cancelled', cancelReason: 'Restaurant closed early today' }, 'superAdmin', 'Cancelled', (s, r) => `${s}: ${r}`)
 * // { label: 'Cancelled: Restaurant closed earl…', full: 'Cancelled: Restaurant closed early today' }
 */
export function statusCellText(
  order: Pick<Order, 'status' | 'cancelReason' | 'adminCancelReason'>,
  variant: OrdersTableFeatures['variant'],
  word: string,
  withReason: (status: string, reason: string) => string,
): StatusCellText {
  const reason = order.cancelReason ?? order.adminCancelReason;
  const cancelled = order.status === 'cancelled' || order.status === 'cancelled-after-approval';
  if (!cancelled || !reason) return { label: word };
  const max = variant === 'fallback' ? LIMITS.cancelReasonFallbackMax : LIMITS.cancelReasonMax;
  const short = truncateCancelReason(reason, max);
  return short === reason
    ? { label: withReason(word, reason) }
    : { label: withReason(word, short), full: withReason(word, reason) };
}
