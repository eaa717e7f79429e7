import type { PaymentMethod } from '../types/order.js';
import { paymentKind } from './paymentKind.js';
import type { ReceiptPaymentLabel } from './types.js';

/**
 * The receipt's payment line as a message code: 'cash-payment' for cash, sodexo-pass and ticket-restaurant, and
 * 'paid' for every other method, including company-paid orders.
 * @example receiptPaymentLabel('sodexo-pass') // 'cash-payment'
 * @example receiptPaymentLabel('barion') // 'paid'
 */
export function receiptPaymentLabel(method: PaymentMethod | null | undefined): ReceiptPaymentLabel {
  return paymentKind(method) === 'cash' ? 'cash-payment' : 'paid';
}
