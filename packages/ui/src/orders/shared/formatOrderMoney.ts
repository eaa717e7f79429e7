import type { Order } from '@backoffice/domain';
import { formatMoney } from '@backoffice/domain';

/**
 * Formats an amount in the order's currency and currency locale through the domain's `formatMoney` (HUF with 0
 * decimals, every other currency with 2). An order that names no currency shows the amount with 2 decimals.
 * @example formatOrderMoney({ ...order, currency: 'HUF', currencyLocale: 'hu-HU' }, 4980) // '4980 Ft'
 */
export function formatOrderMoney(order: Pick<Order, 'currency' | 'currencyLocale'>, amount: number): string {
  return formatMoney(amount, order.currency ?? '', order.currencyLocale ?? 'en-GB');
}
