import type { Order, OrderMeal } from '@backoffice/domain';
import type { Ref } from 'react';

import { Icon } from '../../Icon/Icon';
import { formatOrderMoney } from '../shared/formatOrderMoney';
import { groupMealOptions } from '../shared/groupMealOptions';
import { mealLineTotal } from '../shared/mealLineTotal';
import * as styles from './OrderLineItems.css';

/** The texts of {@link OrderLineItems}. */
export interface OrderLineItemsLabels {
  /** The list's accessible name, e.g. 'Items'. */
  items: string;
  /** The quantity before a meal, e.g. `(n) => \`${n} ×\``. */
  quantity: (quantity: number) => string;
  /** An option's quantity when above 1, e.g. `(n, name) => \`${n} × ${name}\``. */
  optionQuantity: (quantity: number, name: string) => string;
  /** An option's surcharge, e.g. `(price) => \`+${price}\`` (the price comes formatted). */
  optionPrice: (price: string) => string;
  /** The refund note of a line: `refunded` of `quantity` units were refunded. */
  refunded: (refunded: number, quantity: number) => string;
  /** The heading of the customer's note, e.g. 'Note'. */
  note: string;
}

/** Props of {@link OrderLineItems}. */
export interface OrderLineItemsProps {
  /** The meal lines of the order. */
  meals: readonly OrderMeal[];
  /** The order's currency and currency locale, for the prices. */
  currency: Pick<Order, 'currency' | 'currencyLocale'>;
  /** The customer's note (the order's comment); nothing shows when empty. */
  comment?: string | null;
  /** The texts. */
  labels: OrderLineItemsLabels;
  /**
   * Hide the prices (e.g. on a kitchen ticket).
   * @default false
   */
  hidePrices?: boolean;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The meals of an order: quantity, name, chosen options grouped by option group (menu order), the line's price,
 * the refunded units (annotated in words; a fully refunded line is also struck through) and the customer's note.
 * A line's state: `data-refunded` = `none`, `some` or `all`.
 *
 * **When to use:** The meals of one order with their options, prices, refunds and notes: the order page, the
 * confirm screen, inside the full {@link OrderCard} and the receipt.
 *
 * **When not to use:** The printable receipt is a {@link ReceiptView}; an invoice's lines are not order lines
 * and are laid out by the invoice form.
 */
export function OrderLineItems({
  meals,
  currency,
  comment,
  labels,
  hidePrices = false,
  ref,
}: OrderLineItemsProps) {
  const note = comment?.trim();
  return (
    <div ref={ref} className={styles.list}>
      <ul className={styles.list} aria-label={labels.items}>
        {meals.map((meal) => (
          <MealLine key={meal.id} meal={meal} currency={currency} labels={labels} hidePrices={hidePrices} />
        ))}
      </ul>
      {note ? (
        <p className={styles.note}>
          <span className={styles.noteLabel}>{labels.note}: </span>
          {note}
        </p>
      ) : null}
    </div>
  );
}

function MealLine({
  meal,
  currency,
  labels,
  hidePrices,
}: {
  meal: OrderMeal;
  currency: OrderLineItemsProps['currency'];
  labels: OrderLineItemsLabels;
  hidePrices: boolean;
}) {
  const refunded = Math.min(Math.max(meal.refundedQuantity ?? 0, 0), meal.quantity);
  const refundState = refunded === 0 ? 'none' : refunded >= meal.quantity ? 'all' : 'some';
  const struck = refundState === 'all' ? styles.struck : undefined;
  const groups = groupMealOptions(meal.children);
  return (
    <li className={styles.line} data-refunded={refundState}>
      <span className={`${styles.quantity} ${struck ?? ''}`}>{labels.quantity(meal.quantity)}</span>
      <span className={`${styles.name} ${struck ?? ''}`}>{meal.name}</span>
      {hidePrices ? (
        <span />
      ) : (
        <span className={`${styles.price} ${struck ?? ''}`}>
          {formatOrderMoney(currency, mealLineTotal(meal))}
        </span>
      )}
      {groups.length > 0 || refunded > 0 ? (
        <div className={styles.details}>
          {groups.length > 0 ? (
            <ul className={styles.optionGroups}>
              {groups.map((group) => (
                <li key={group.key} className={styles.optionGroup}>
                  {group.name ? <span className={styles.groupName}>{group.name}:</span> : null}
                  <span>
                    {group.options
                      .map((option) => {
                        const text =
                          option.quantity > 1
                            ? labels.optionQuantity(option.quantity, option.name)
                            : option.name;
                        return option.price > 0 && !hidePrices
                          ? `${text} (${labels.optionPrice(formatOrderMoney(currency, option.price))})`
                          : text;
                      })
                      .join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          ) : null}
          {refunded > 0 ? (
            <span className={styles.refundNote}>
              <Icon name="info" size="sm" />
              {labels.refunded(refunded, meal.quantity)}
            </span>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
