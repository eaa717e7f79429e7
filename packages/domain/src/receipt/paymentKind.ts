import type { PaymentMethod } from '../types/order.js';
import type { PaymentKind } from './types.js';

const KINDS: Partial<Record<string, PaymentKind>> = {
  barion: 'card',
  otp: 'card',
  stripe: 'card',
  knh: 'card',
  cash: 'cash',
  'sodexo-pass': 'cash',
  'ticket-restaurant': 'cash',
};

/**
 * The kind of an order's payment method: card for barion, otp, stripe and knh; cash for cash, sodexo-pass and
 * ticket-restaurant; company when the method is empty or missing. A method the spec does not name is 'other'
 * (the receipt then reads "paid", as for any non-cash payment). Codes are compared trimmed and case-insensitively.
 * @example paymentKind('stripe') // 'card'
 * @example paymentKind(null) // 'company'
 */
export function paymentKind(method: PaymentMethod | null | undefined): PaymentKind {
  const code = (method ?? '').trim().toLowerCase();
  if (code === '') return 'company';
  return KINDS[code] ?? 'other';
}
