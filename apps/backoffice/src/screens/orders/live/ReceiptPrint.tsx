import type { Locale, Order } from '@backoffice/domain';
import type { ReceiptViewLabels } from '@backoffice/ui';
import { ReceiptView } from '@backoffice/ui';
import { createPortal } from 'react-dom';

import * as styles from './ReceiptPrint.css';

/** Props of {@link ReceiptPrint}. */
export interface ReceiptPrintProps {
  /** The order whose receipt is printed. */
  order: Order;
  locale: Locale;
  labels: ReceiptViewLabels;
}

/**
 * The kit's receipt of an order in a print-only region at the end of `<body>`: hidden on screen, and under
 * `@media print` the only thing on the paper (see {@link usePrintReceipt} for when it is there).
 */
export function ReceiptPrint({ order, locale, labels }: ReceiptPrintProps) {
  return createPortal(
    <div className={styles.printRegion}>
      <ReceiptView order={order} locale={locale} labels={labels} />
    </div>,
    document.body,
  );
}
