import { describe, expect, it } from 'vitest';

import { receiptPaymentLabel } from './receiptPaymentLabel.js';
import type { ReceiptPaymentLabel } from './types.js';

describe('receiptPaymentLabel', () => {
  it.each<[string | null | undefined, ReceiptPaymentLabel]>([
    ['cash', 'cash-payment'],
    ['sodexo-pass', 'cash-payment'],
    ['ticket-restaurant', 'cash-payment'],
    ['barion', 'paid'],
    ['otp', 'paid'],
    ['stripe', 'paid'],
    ['knh', 'paid'],
    ['', 'paid'],
    [null, 'paid'],
    ['paypal', 'paid'],
  ])('%j reads %s', (method, expected) => {
    expect(receiptPaymentLabel(method)).toBe(expected);
  });
});
