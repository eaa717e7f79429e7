import type { OrderMeal, Refund } from '../types/order.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { toValidationResult } from '../validation/index.js';
import { maxRefundQuantity } from './maxRefundQuantity.js';

/**
 * Checks a refund against the order's meal lines.
 *
 * Per item i (as entered, before zero-quantity items are dropped): `items.i.item` 'invalid' when no meal has that
 * id; `items.i.quantity` 'invalid' when it is not a number, 'integer' when fractional, 'min' below 0, and 'max'
 * above the meal's quantity minus its refunded quantity. Several items for one meal share that maximum: the item
 * that goes over gets 'max'. `amount` is 'invalid' when not a number and 'min' below 0. The refund is valid only
 * with at least one item of quantity above 0 or an amount above 0; otherwise `items` is 'empty'.
 * @example validateRefund({ items: [{ item: 'm1', quantity: 3 }] }, [{ id: 'm1', name: 'Soup', quantity: 2 }])
 * // { valid: false, errors: { 'items.0.quantity': 'max' } }
 */
export function validateRefund(
  refund: Refund,
  meals: ReadonlyArray<Pick<OrderMeal, 'id' | 'quantity' | 'refundedQuantity'>>,
): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const used = new Map<string, number>();

  refund.items.forEach((item, index) => {
    const mealId = String(item.item);
    const meal = meals.find((candidate) => String(candidate.id) === mealId);
    if (!meal) {
      errors[`items.${index}.item`] = 'invalid';
      return;
    }
    const { quantity } = item;
    const field = `items.${index}.quantity`;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity)) errors[field] = 'invalid';
    else if (!Number.isInteger(quantity)) errors[field] = 'integer';
    else if (quantity < 0) errors[field] = 'min';
    else {
      const total = (used.get(mealId) ?? 0) + quantity;
      if (total > maxRefundQuantity(meal)) errors[field] = 'max';
      else used.set(mealId, total);
    }
  });

  const { amount } = refund;
  if (amount != null && (typeof amount !== 'number' || !Number.isFinite(amount))) errors.amount = 'invalid';
  else if (amount != null && amount < 0) errors.amount = 'min';

  const hasItems = refund.items.some((item) => typeof item.quantity === 'number' && item.quantity > 0);
  if (!hasItems && !(typeof amount === 'number' && amount > 0)) errors.items = 'empty';

  return toValidationResult(errors);
}
