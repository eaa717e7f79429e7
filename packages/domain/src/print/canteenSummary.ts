import type { Order } from '../types/order.js';
import type { CanteenSummary, SummaryMeal } from './types.js';

/** The order fields the summary reads. */
export type SummaryOrder = Pick<Order, 'meals'> & {
  restaurantId: number;
  restaurantName?: string | null;
};

function sorted(totals: Map<string, number>): SummaryMeal[] {
  return [...totals]
    .map(([name, quantity]) => ({ name, quantity }))
    .sort((a, b) => b.quantity - a.quantity || a.name.localeCompare(b.name));
}

/**
 * The canteen summary of a cutoff: each restaurant's meals totalled by meal name (refunded units left out), the
 * same over all restaurants, and the counts of orders and meals. Restaurants keep the order of their first order;
 * meals go from the most ordered down, then by name.
 * @example canteenSummary([{ restaurantId: 4, restaurantName: 'Kitchen', meals: [{ id: 1, name: 'Soup', quantity: 2 }] }])
 */
export function canteenSummary(orders: readonly SummaryOrder[]): CanteenSummary {
  const restaurants = new Map<number, { name: string; orders: number; meals: Map<string, number> }>();
  const all = new Map<string, number>();
  for (const order of orders) {
    const entry = restaurants.get(order.restaurantId) ?? {
      name: order.restaurantName ?? '',
      orders: 0,
      meals: new Map<string, number>(),
    };
    entry.orders += 1;
    for (const meal of order.meals) {
      const quantity = Math.max(0, meal.quantity - (meal.refundedQuantity ?? 0));
      if (quantity === 0) continue;
      entry.meals.set(meal.name, (entry.meals.get(meal.name) ?? 0) + quantity);
      all.set(meal.name, (all.get(meal.name) ?? 0) + quantity);
    }
    restaurants.set(order.restaurantId, entry);
  }
  const sum = (meals: Map<string, number>) => [...meals.values()].reduce((total, value) => total + value, 0);
  return {
    restaurants: [...restaurants].map(([restaurantId, entry]) => ({
      restaurantId,
      restaurantName: entry.name,
      orders: entry.orders,
      meals: sorted(entry.meals),
      quantity: sum(entry.meals),
    })),
    meals: sorted(all),
    orders: orders.length,
    quantity: sum(all),
  };
}

/**
 * Whether the collected orders of a cutoff are confirmed: there are orders, and each has a collected-orders
 * notification for that cutoff.
 */
export function isCutoffCollected(
  orders: readonly Pick<Order, 'canteenData'>[],
  cutoffTime: string,
): boolean {
  return (
    orders.length > 0 &&
    orders.every((order) =>
      (order.canteenData?.collected_orders_notification ?? []).some(
        (entry) => entry.cutoffTime === cutoffTime,
      ),
    )
  );
}
