import type { OrderMeal } from '@backoffice/domain';
import { roundMoney } from '@backoffice/domain';

const amount = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/**
 * The price of a meal line: (the meal's unit price plus each option's price times its quantity) times the
 * line's quantity, as the platform sums priceSumItems. Refunded units are still part of the line (the refund is
 * a separate amount). Missing prices count as 0; the result is rounded to 2 decimals.
 * @example mealLineTotal({ id: 1, name: 'Goulash', quantity: 2, price: 2490, children: [{ quantity: 1, price: 300 }] }) // 5580
 */
export function mealLineTotal(meal: Pick<OrderMeal, 'quantity' | 'price' | 'children'>): number {
  const options = (meal.children ?? []).reduce(
    (sum, option) => sum + amount(option.price) * amount(option.quantity),
    0,
  );
  return roundMoney((amount(meal.price) + options) * amount(meal.quantity), 2);
}
