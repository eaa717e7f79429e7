import type { Order } from '@backoffice/domain';
import {
  canteenCutoffProgress,
  canteenCutoffs,
  canteenOrderDisplayId,
  formatDateTime,
  splitCanteenSubOrders,
} from '@backoffice/domain';
import type { Ref } from 'react';
import { useId } from 'react';
import { Label, ProgressBar } from 'react-aria-components';

import { StatusChip } from '../../StatusChip/StatusChip';
import type { OrderLineItemsLabels } from '../OrderLineItems/OrderLineItems';
import { OrderLineItems } from '../OrderLineItems/OrderLineItems';
import { formatOrderMoney } from '../shared/formatOrderMoney';
import * as styles from './CanteenSubOrderList.css';

/** The texts of {@link CanteenSubOrderList}. */
export interface CanteenSubOrderListLabels {
  /** The product name before a canteen order's number, e.g. 'Lunchbox '. */
  canteenProduct: string;
  /** The progress bar's label, e.g. 'Confirmed cutoffs'. */
  progress: string;
  /** The progress in words, e.g. `(c, t) => \`${c} / ${t}\``. */
  progressValue: (confirmed: number, total: number) => string;
  /** The list's accessible name, e.g. 'Cutoffs'. */
  subOrders: string;
  /** A sub-order's title: its display id and cutoff (YYYY-MM-DD HH:mm), e.g. `(id, t) => \`${id} · cutoff ${t}\``. */
  subOrder: (identifier: string, cutoff: string) => string;
  /** The confirmed state in words. */
  confirmed: string;
  notConfirmed: string;
  /** A sub-order's meal count, e.g. `(n) => \`${n} meals\``. */
  mealsCount: (count: number) => string;
  /** The heading of the order's items, e.g. 'Items of the whole order'. */
  items: string;
  /** The line items. */
  lineItems: OrderLineItemsLabels;
}

/** Props of {@link CanteenSubOrderList}. */
export interface CanteenSubOrderListProps {
  /** The canteen order. */
  order: Order;
  /** The texts. */
  labels: CanteenSubOrderListLabels;
  /** IANA zone of the cutoff times. @default the runtime's zone */
  timeZone?: string;
  /**
   * Heading level of the items heading.
   * @default 4
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Forwarded to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * A canteen order split per cutoff (the domain's `splitCanteenSubOrders`; an order with one cutoff is one
 * entry): each sub-order with its display id, cutoff, meal count and items price, and its confirmed state in
 * words; above them the progress "confirmed cutoffs / total" (the domain's `canteenCutoffProgress`) as a
 * labelled progress bar with the value in text. The platform does not say which meal belongs to which cutoff,
 * so the meal lines are listed once, for the whole order. States: `data-confirmed` on each sub-order.
 *
 * **When to use:** A canteen order in the live orders panel: its sub-orders per cutoff, which are confirmed,
 * and the meals.
 *
 * **When not to use:** A restaurant order's meals alone are an {@link OrderLineItems}; a list of orders is an
 * {@link OrderCardList}.
 */
export function CanteenSubOrderList({
  order,
  labels,
  timeZone,
  headingLevel = 4,
  ref,
}: CanteenSubOrderListProps) {
  const zone = timeZone === undefined ? {} : { timeZone };
  const itemsId = useId();
  const Heading = `h${headingLevel}` as const;
  const progress = canteenCutoffProgress(order);
  const split = splitCanteenSubOrders(order);
  const subOrders =
    split.length > 0
      ? split
      : canteenCutoffs(order).map(({ cutoffTime, confirmed }) => ({
          ...order,
          cutoffTime,
          isConfirmed: confirmed,
        }));
  return (
    <div ref={ref} className={styles.root}>
      {progress.total > 0 ? (
        <ProgressBar
          className={styles.progress}
          value={progress.confirmed}
          minValue={0}
          maxValue={progress.total}
          valueLabel={labels.progressValue(progress.confirmed, progress.total)}
        >
          {({ percentage, valueText }) => (
            <>
              <div className={styles.progressHead}>
                <Label>{labels.progress}</Label>
                <span>{valueText}</span>
              </div>
              <div className={styles.track}>
                {/* The width is the data itself (the share confirmed), not a design value. */}
                <div className={styles.fill} style={{ width: `${percentage ?? 0}%` }} />
              </div>
            </>
          )}
        </ProgressBar>
      ) : null}
      <ul className={styles.list} aria-label={labels.subOrders}>
        {subOrders.map((sub) => {
          const confirmed = sub.isConfirmed === true;
          return (
            <li key={sub.id} className={styles.item} data-confirmed={confirmed}>
              <p className={styles.cutoff}>
                {labels.subOrder(
                  canteenOrderDisplayId(labels.canteenProduct, sub.id),
                  formatDateTime(sub.cutoffTime, zone),
                )}
              </p>
              <StatusChip
                tone={confirmed ? 'success' : 'neutral'}
                label={confirmed ? labels.confirmed : labels.notConfirmed}
              />
              <p className={styles.figures}>
                <span>{labels.mealsCount(sub.mealsQuantity ?? 0)}</span>
                <span>{formatOrderMoney(sub, sub.priceSumItems ?? 0)}</span>
              </p>
            </li>
          );
        })}
      </ul>
      <section aria-labelledby={itemsId} className={styles.items}>
        <Heading id={itemsId} className={styles.itemsHeading}>
          {labels.items}
        </Heading>
        <OrderLineItems
          meals={order.meals}
          currency={order}
          comment={order.comment}
          labels={labels.lineItems}
        />
      </section>
    </div>
  );
}
