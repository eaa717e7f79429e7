import type { OrderIdHolder } from './types.js';

/**
 * The order that is active after an order leaves the active list.
 *
 * `orders` is the list as it was before the removal. When a non-active order is removed, the active order stays.
 * When the active order is removed, the one after it in list order becomes active, or none (null) when it was the
 * last: orders-auth-routes section 4, "if the active order is removed, the next one becomes active; otherwise
 * none" (issue #18 item 3; it used to fall back to the one before). When the removed id is not in the list, the
 * first other order becomes active (the screen's own fallback to the first active order).
 * @example nextActiveOrderId([{ id: 'a' }, { id: 'b' }, { id: 'c' }], 'b', 'b') // 'c'
 * @example nextActiveOrderId([{ id: 'a' }, { id: 'b' }], 'a', 'b') // 'b'
 */
export function nextActiveOrderId(
  orders: readonly OrderIdHolder[],
  removedId: string,
  activeId: string | null | undefined,
): string | null {
  if (activeId !== removedId) return activeId ?? null;
  const index = orders.findIndex((order) => order.id === removedId);
  if (index === -1) return orders.find((order) => order.id !== removedId)?.id ?? null;
  return orders[index + 1]?.id ?? null;
}
