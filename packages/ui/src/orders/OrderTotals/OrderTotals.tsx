import type { Company, Order } from '@backoffice/domain';

import { formatOrderMoney } from '../shared/formatOrderMoney';
import type { OrderTotalKind } from '../shared/orderTotals';
import { orderTotals } from '../shared/orderTotals';
import * as styles from './OrderTotals.css';

/** Props of the private {@link OrderTotals}. */
export interface OrderTotalsProps {
  order: Order;
  company?: Pick<Company, 'isServiceFeeVisible' | 'serviceFeePercent' | 'billingInfo'> | null;
  /** The name of each total line. */
  labels: Record<OrderTotalKind, string>;
  /** The payment line (its name and value), when the view shows one. */
  payment?: { label: string; value: string };
}

/** The totals of an order as a description list; every figure comes from the domain's receipt rules. */
export function OrderTotals({ order, company, labels, payment }: OrderTotalsProps) {
  return (
    <dl className={styles.totals}>
      {orderTotals(order, company).map((line) => (
        <div key={line.kind} className={styles.row} data-kind={line.kind}>
          <dt className={styles.term}>{labels[line.kind]}</dt>
          <dd className={styles.amount}>
            {line.kind === 'discount' ? '−' : ''}
            {formatOrderMoney(order, line.amount)}
          </dd>
        </div>
      ))}
      {payment ? (
        <div className={styles.row} data-kind="payment">
          <dt className={styles.term}>{payment.label}</dt>
          <dd className={styles.amount}>{payment.value}</dd>
        </div>
      ) : null}
    </dl>
  );
}
