export { paymentKind } from './paymentKind.js';
export { receiptDiscount } from './receiptDiscount.js';
export { receiptPaymentLabel } from './receiptPaymentLabel.js';
export { receiptTotal } from './receiptTotal.js';
export { serviceFee } from './serviceFee.js';
export type { PaymentKind, ReceiptPaymentLabel } from './types.js';
