import type { Company, Locale, Order, OrderStatus, PaymentKind } from '@backoffice/domain';
import {
  canteenOrderDisplayId,
  formatPersonName,
  formatTime,
  isCanteenOrder,
  isScheduled,
  paymentKind,
  receiptTotal,
  truncateCancelReason,
} from '@backoffice/domain';
import type { ReactNode, Ref } from 'react';
import { useId } from 'react';
import { Button as AriaButton } from 'react-aria-components';

import { OrderCardListItem, useInOrderCardList } from '../OrderCardList/OrderCardListItem';

import { Chip } from '../../Chip/Chip';
import { DeliveryJobStatusChip, OrderStatusChip } from '../../StatusChip/StatusChip';
import { OrderLineItems } from '../OrderLineItems/OrderLineItems';
import type { OrderLineItemsLabels } from '../OrderLineItems/OrderLineItems';
import { OrderTotals } from '../OrderTotals/OrderTotals';
import { formatOrderMoney } from '../shared/formatOrderMoney';
import type { OrderTotalKind } from '../shared/orderTotals';
import { TimeText } from '../TimeText/TimeText';
import type { TimeTextLabels } from '../TimeText/TimeText';
import * as styles from './OrderCard.css';

/** The card variants: `full` for the active order, `compact` for the others in a list. */
export const orderCardVariants = ['full', 'compact'] as const;

/** The texts of {@link OrderCard}. */
export interface OrderCardLabels {
  /** The product name before a canteen order's number (spec section 9), e.g. 'Lunchbox '. */
  canteenProduct: string;
  /** The status words. */
  orderStatus: Record<OrderStatus, string>;
  /** A cancelled status with its reason (already truncated to 22 characters), e.g. `(s, r) => \`${s}: ${r}\``. */
  statusWithReason: (status: string, reason: string) => string;
  /** A delivery job status in words (any status string; unknown ones included). */
  deliveryJobStatus: (status: string) => string;
  /** A courier status in words, shown while the job is in progress. */
  courierStatus: (status: string) => string;
  /** The courier line, e.g. `(name, phone) => phone ? \`Courier: ${name} (${phone})\` : \`Courier: ${name}\``. */
  courier: (name: string, phone: string | null) => string;
  /** The pickup ETA, `time` as HH:mm. */
  etaToPickup: (time: string) => string;
  /** The drop-off ETA, `time` as HH:mm. */
  etaToDropoff: (time: string) => string;
  /** The name of each total line. */
  totals: Record<OrderTotalKind, string>;
  /** The name of the payment line, e.g. 'Payment'. */
  payment: string;
  /** How it was paid. */
  paymentKind: Record<PaymentKind, string>;
  /** The compact card's item count, e.g. `(n) => \`${n} items\``. */
  mealsCount: (count: number) => string;
  /** The compact card's total, `amount` formatted, e.g. `(amount) => \`Total ${amount}\``. */
  compactTotal: (amount: string) => string;
  /** The scheduled flag (the domain's `isScheduled`: not preparation-confirmed, not asap, not canteen), e.g. 'Scheduled'. */
  scheduled: string;
  /** The time text. */
  timeText: TimeTextLabels;
  /** The line items. */
  lineItems: OrderLineItemsLabels;
}

/** Props of {@link OrderCard}. */
export interface OrderCardProps {
  /** The order. */
  order: Order;
  /** The current moment for the time text (the app ticks it every 20 s). */
  now: Date;
  /** The display locale: decides how the customer's name is written. */
  locale: Locale;
  /** The texts. */
  labels: OrderCardLabels;
  /**
   * `full` shows line items and totals; `compact` a one-line summary.
   * @default 'full'
   */
  variant?: (typeof orderCardVariants)[number];
  /**
   * Show the restaurant's name (for admins of several restaurants).
   * @default false
   */
  showRestaurant?: boolean;
  /** The ordering company, for its service fee (shown only when the company shows one). */
  company?: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null;
  /** IANA zone of the times shown. @default the runtime's zone */
  timeZone?: string;
  /**
   * Heading level of the order's identifier.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Makes the card selectable (the live screen's list): the identifier becomes a button covering the card. Inside
   * an {@link OrderCardList} that button is one of the list's roving-focus items.
   */
  onSelect?: () => void;
  /** The selected card (the active order); announced as `aria-current`. */
  isSelected?: boolean;
  /** Action buttons, placed at the bottom right. */
  actions?: ReactNode;
  /** Extra content under the order (e.g. an automated-job chip or warnings). */
  children?: ReactNode;
  /** Forwarded to the root `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * One order: identifier (the canteen display id for canteen orders), the customer's name or the canteen,
 * optionally the restaurant, the time text, order and delivery status, the scheduled flag, courier and ETA, and (full variant) the
 * line items and totals from the domain's receipt rules. States on the root: `data-variant`, `data-selected`.
 *
 * **When to use:** One order on the live orders screen: `compact` in the list, `full` for the active order in
 * its panel.
 *
 * **When not to use:** Orders in a table with sorting and paging are a {@link DataList}; the printed receipt
 * is a {@link ReceiptView}; the meals alone are an {@link OrderLineItems}.
 */
export function OrderCard({
  order,
  now,
  locale,
  labels,
  variant = 'full',
  showRestaurant = false,
  company,
  timeZone,
  headingLevel = 3,
  onSelect,
  isSelected = false,
  actions,
  children,
  ref,
}: OrderCardProps) {
  const headingId = useId();
  const zone = timeZone === undefined ? {} : { timeZone };
  const canteen = isCanteenOrder(order);
  const identifier = canteen ? canteenOrderDisplayId(labels.canteenProduct, order.id) : order.identifier;
  const who = canteen
    ? (order.cloudcanteen?.identifier ?? order.residentialcanteen?.identifier ?? order.deliveryName ?? '')
    : formatPersonName(order.userProfile, locale);
  const restaurant =
    order.restaurantName ?? (typeof order.restaurant === 'object' ? order.restaurant?.name : undefined);
  const statusText = labels.orderStatus[order.status];
  const reason = order.cancelReason ?? order.adminCancelReason;
  const isCancelled = order.status === 'cancelled' || order.status === 'cancelled-after-approval';
  const job = order.deliveryJob;
  const Heading = `h${headingLevel}` as const;
  const inList = useInOrderCardList();

  return (
    <article
      ref={ref}
      className={styles.card}
      aria-labelledby={headingId}
      data-variant={variant}
      data-selected={isSelected}
    >
      <div className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {onSelect && inList ? (
            <OrderCardListItem
              orderId={order.id}
              className={styles.selectButton}
              onSelect={onSelect}
              isSelected={isSelected}
            >
              {identifier}
            </OrderCardListItem>
          ) : onSelect ? (
            <AriaButton
              className={styles.selectButton}
              onPress={onSelect}
              aria-current={isSelected ? 'true' : undefined}
            >
              {identifier}
            </AriaButton>
          ) : (
            identifier
          )}
        </Heading>
        <TimeText order={order} now={now} labels={labels.timeText} timeZone={timeZone} />
      </div>

      {who || (showRestaurant && restaurant) ? (
        <p className={styles.meta}>
          {who ? <span className={styles.person}>{who}</span> : null}
          {showRestaurant && restaurant ? <span>{restaurant}</span> : null}
        </p>
      ) : null}

      <div className={styles.chips}>
        {isCancelled && reason ? (
          <OrderStatusChip
            status={order.status}
            label={labels.statusWithReason(statusText, truncateCancelReason(reason))}
            title={labels.statusWithReason(statusText, reason)}
          />
        ) : (
          <OrderStatusChip status={order.status} label={statusText} />
        )}
        {isScheduled(order) ? (
          <Chip tone="info" size="sm">
            {labels.scheduled}
          </Chip>
        ) : null}
        {job?.status ? (
          <DeliveryJobStatusChip
            status={job.status}
            label={
              job.status === 'in_progress'
                ? labels.courierStatus(job.courierStatus ?? 'searching')
                : labels.deliveryJobStatus(job.status)
            }
          />
        ) : null}
      </div>

      {job && (job.driverName || job.etaToPickup || job.etaToDropoff) ? (
        <p className={styles.delivery}>
          {job.driverName ? <span>{labels.courier(job.driverName, job.driverPhone ?? null)}</span> : null}
          {job.etaToPickup && formatTime(job.etaToPickup, zone) ? (
            <span>{labels.etaToPickup(formatTime(job.etaToPickup, zone))}</span>
          ) : null}
          {job.etaToDropoff && formatTime(job.etaToDropoff, zone) ? (
            <span>{labels.etaToDropoff(formatTime(job.etaToDropoff, zone))}</span>
          ) : null}
        </p>
      ) : null}

      {variant === 'full' ? (
        <div className={styles.section}>
          <OrderLineItems
            meals={order.meals}
            currency={order}
            comment={order.comment}
            labels={labels.lineItems}
          />
          <OrderTotals
            order={order}
            company={company}
            labels={labels.totals}
            payment={{ label: labels.payment, value: labels.paymentKind[paymentKind(order.paymentMethod)] }}
          />
        </div>
      ) : (
        <p className={styles.summary}>
          <span>{labels.mealsCount(order.mealsQuantity ?? countMeals(order))}</span>
          <span>{labels.compactTotal(formatOrderMoney(order, receiptTotal(order)))}</span>
        </p>
      )}

      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
}

function countMeals(order: Order): number {
  return order.meals.reduce((sum, meal) => sum + meal.quantity, 0);
}
