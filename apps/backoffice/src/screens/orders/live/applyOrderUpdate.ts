import type { ListResult } from '@backoffice/api';
import type { Order } from '@backoffice/domain';

const timeOf = (order: Order): number | null => {
  const time = order.updatedAt ? Date.parse(order.updatedAt) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/**
 * A cached order list with an order's newer state in place of the listed one (same id). The list keeps its
 * length and order: which lists show the order is for the domain's rules to say (`splitActiveOrders` drops one
 * no longer active for the restaurant). An update older than the listed state (both with a readable updatedAt),
 * or for an order the list does not hold, leaves the list as it is (the same object).
 * @example applyOrderUpdate({ items: [a1], total: 1 }, a2) // { items: [a2], total: 1 }
 */
export function applyOrderUpdate(list: ListResult<Order>, update: Order): ListResult<Order> {
  const index = list.items.findIndex((order) => order.id === update.id);
  const listed = list.items[index];
  if (index === -1 || listed === undefined) return list;
  const [before, after] = [timeOf(listed), timeOf(update)];
  if (before !== null && after !== null && after < before) return list;
  const items = [...list.items];
  items[index] = update;
  return { ...list, items };
}
