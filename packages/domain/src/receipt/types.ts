/**
 * How an order was paid: 'card' (barion, otp, stripe, knh), 'cash' (cash, and the meal vouchers sodexo-pass and
 * ticket-restaurant), 'company' (no payment method: the company paid), 'other' (a method the spec does not name).
 */
export type PaymentKind = 'card' | 'cash' | 'company' | 'other';

/** The receipt's payment line as a message code: 'cash-payment' for cash-like payments, otherwise 'paid'. */
export type ReceiptPaymentLabel = 'cash-payment' | 'paid';
