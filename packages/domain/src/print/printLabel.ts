import type { Locale } from '../locale/types.js';
import { formatPersonName } from '../locale/formatPersonName.js';
import { canteenOrderDisplayId } from '../orders/canteenOrderDisplayId.js';
import type { Order } from '../types/order.js';
import type { PrintLabel, PrintLabelMeal } from './types.js';

/** The order fields a label reads. */
export type LabelOrder = Pick<Order, 'id' | 'identifier' | 'meals'> &
  Partial<Pick<Order, 'userProfile' | 'deliveryName'>>;

/** Options of {@link printLabel}. */
export interface PrintLabelOptions {
  locale: Locale;
  /**
   * For a canteen label: the product name of the canteen order identifier and the cutoff. Absent for a regular
   * order, whose label shows its own identifier.
   */
  canteen?: { product: string; cutoffTime: string };
}

function meals(order: LabelOrder): PrintLabelMeal[] {
  return order.meals
    .filter((meal) => meal.quantity - (meal.refundedQuantity ?? 0) > 0)
    .map((meal) => {
      const options = new Map<string, number>();
      for (const child of meal.children ?? []) {
        const name =
          child.name?.trim() ||
          (typeof child.mealoption === 'object' ? (child.mealoption?.name?.trim() ?? '') : '');
        if (name) options.set(name, (options.get(name) ?? 0) + child.quantity);
      }
      return {
        name: meal.name,
        quantity: meal.quantity - (meal.refundedQuantity ?? 0),
        options: [...options].map(([name, quantity]) => ({ name, quantity })),
        labelCodes: [...new Set((meal.labelCode ?? []).map((code) => code.trim()).filter(Boolean))],
      };
    });
}

/**
 * What one printed label of an order shows: the identifier (for a canteen label the canteen order identifier,
 * {product} plus the middle part of the order id), the person (name in the locale's order, else the delivery
 * name), the meals still ordered (refunded units left out) with their options and label codes, and the cutoff.
 * @example printLabel(order, { locale: 'hu', canteen: { product: 'Lunchbox ', cutoffTime: '2024-05-01 10:00:00' } })
 */
export function printLabel(order: LabelOrder, { locale, canteen }: PrintLabelOptions): PrintLabel {
  const person = formatPersonName(order.userProfile, locale) || order.deliveryName?.trim() || '';
  return {
    orderId: String(order.id),
    identifier: canteen ? canteenOrderDisplayId(canteen.product, order.id) : order.identifier,
    person,
    meals: meals(order),
    cutoffTime: canteen?.cutoffTime ?? null,
  };
}
