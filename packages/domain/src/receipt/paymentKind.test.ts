import { describe, expect, it } from 'vitest';

import { paymentKind } from './paymentKind.js';
import type { PaymentKind } from './types.js';

describe('paymentKind', () => {
  it.each<[string | null | undefined, PaymentKind]>([
    ['barion', 'card'],
    ['otp', 'card'],
    ['stripe', 'card'],
    ['knh', 'card'],
    ['Stripe', 'card'],
    ['cash', 'cash'],
    ['sodexo-pass', 'cash'],
    ['ticket-restaurant', 'cash'],
    [' CASH ', 'cash'],
    ['', 'company'],
    ['  ', 'company'],
    [null, 'company'],
    [undefined, 'company'],
    ['paypal', 'other'],
  ])('%j is %s', (method, expected) => {
    expect(paymentKind(method)).toBe(expected);
  });
});
