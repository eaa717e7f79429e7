import { useCallback, useState } from 'react';
import { flushSync } from 'react-dom';

/** The state of {@link usePrintReceipt}. */
export interface PrintReceipt {
  /** Whether the receipt is in the document (from the press until the print dialog is done). */
  isPrinting: boolean;
  /** Puts the receipt into the document, then opens the browser's print dialog. */
  print: () => void;
}

/**
 * Printing the receipt: the receipt is committed to the document synchronously before `window.print()` (so the
 * dialog prints it), and removed on `afterprint`. Done in the press handler, not in an effect, so that a
 * development StrictMode double effect cannot open the dialog twice.
 */
export function usePrintReceipt(): PrintReceipt {
  const [isPrinting, setPrinting] = useState(false);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    // Listen first: a browser may fire afterprint before window.print() returns.
    window.addEventListener('afterprint', () => setPrinting(false), { once: true });
    window.print();
  }, []);
  return { isPrinting, print };
}
