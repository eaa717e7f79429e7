import type { Company, Locale, Order, ReceiptPaymentLabel } from '@backoffice/domain';
import {
  canteenOrderDisplayId,
  formatDateTime,
  formatPersonName,
  isCanteenOrder,
  receiptPaymentLabel,
} from '@backoffice/domain';
import type { Ref } from 'react';

import type { OrderLineItemsLabels } from '../OrderLineItems/OrderLineItems';
import { OrderLineItems } from '../OrderLineItems/OrderLineItems';
import { OrderTotals } from '../OrderTotals/OrderTotals';
import type { OrderTotalKind } from '../shared/orderTotals';
import * as styles from './ReceiptView.css';

/** The texts of {@link ReceiptView}. */
export interface ReceiptViewLabels {
  /** The receipt's accessible name, e.g. `(id) => \`Receipt of order ${id}\``. */
  receipt: (identifier: string) => string;
  /** The product name before a canteen order's number, e.g. 'Lunchbox '. */
  canteenProduct: string;
  /** Names of the facts under the header. */
  orderedAt: string;
  deliverBy: string;
  customer: string;
  phone: string;
  address: string;
  /** The name of each total line. */
  totals: Record<OrderTotalKind, string>;
  /** The payment line: 'cash-payment' (cash, sodexo-pass, ticket-restaurant) or 'paid'. */
  payment: Record<ReceiptPaymentLabel, string>;
  /** The line items and the note. */
  lineItems: OrderLineItemsLabels;
}

/** Props of {@link ReceiptView}. */
export interface ReceiptViewProps {
  /** The order to print. */
  order: Order;
  /** The display locale (the customer's name order). */
  locale: Locale;
  /** The texts. */
  labels: ReceiptViewLabels;
  /** The ordering company, for its service fee. */
  company?: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null;
  /** IANA zone of the times printed. @default the runtime's zone */
  timeZone?: string;
  /** Forwarded to the root `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * The printable receipt of an order, 80 mm wide (a thermal roll): restaurant, order identifier, times, customer,
 * items with options and quantities, the totals and payment line from the domain's receipt rules (total = items
 * plus the restaurant's own delivery; "cash payment" for cash and meal vouchers, otherwise "paid") and the
 * customer's note. Under `@media print` it loses its frame and prints black on white.
 *
 * **When to use:** Printing an order's receipt on the restaurant's 80 mm thermal printer (the live screen's
 * print).
 *
 * **When not to use:** Showing an order on screen is an {@link OrderCard} or the order page with
 * {@link OrderLineItems}; invoices and other documents print from the print app.
 */
export function ReceiptView({ order, locale, labels, company, timeZone, ref }: ReceiptViewProps) {
  const zone = timeZone === undefined ? {} : { timeZone };
  const canteen = isCanteenOrder(order);
  const identifier = canteen ? canteenOrderDisplayId(labels.canteenProduct, order.id) : order.identifier;
  const restaurant =
    order.restaurantName ?? (typeof order.restaurant === 'object' ? order.restaurant?.name : undefined);
  const customer = canteen
    ? (order.cloudcanteen?.identifier ?? order.residentialcanteen?.identifier ?? order.deliveryName)
    : formatPersonName(order.userProfile, locale);
  const facts: Array<[string, string | null | undefined]> = [
    [labels.orderedAt, formatDateTime(order.createdAt, zone)],
    [labels.deliverBy, formatDateTime(order.requiredDeliveryTime, zone)],
    [labels.customer, customer],
    [labels.phone, order.phone],
    [labels.address, order.deliveryFullAddress],
  ];
  return (
    <article ref={ref} className={styles.receipt} aria-label={labels.receipt(identifier)}>
      <header className={styles.header}>
        {restaurant ? <h2 className={styles.restaurant}>{restaurant}</h2> : null}
        <p className={styles.identifier}>{identifier}</p>
      </header>
      <dl className={styles.facts}>
        {facts
          .filter((fact): fact is [string, string] => typeof fact[1] === 'string' && fact[1].trim() !== '')
          .map(([term, value]) => (
            <div key={term} className={styles.factRow}>
              <dt className={styles.factTerm}>{term}</dt>
              <dd className={styles.factValue}>{value}</dd>
            </div>
          ))}
      </dl>
      <hr className={styles.divider} />
      <OrderLineItems
        meals={order.meals}
        currency={order}
        comment={order.comment}
        labels={labels.lineItems}
      />
      <hr className={styles.divider} />
      <OrderTotals order={order} company={company} labels={labels.totals} />
      <p className={styles.payment}>{labels.payment[receiptPaymentLabel(order.paymentMethod)]}</p>
    </article>
  );
}
