import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';

const toCents = (value: number) => Math.round(value * 100);

/**
 * Checks that an invoice amount equals the sum of the listed values. Both sides are compared in whole cents, so
 * floating-point drift (0.1 + 0.2) does not matter and values are read to two decimals. A missing value in the
 * list counts as 0; a missing amount (null, undefined, NaN) is `amount: 'required'`; a different amount is
 * `amount: 'sum'`.
 *
 * @param amount - the invoice amount
 * @param values - the values it must add up to
 * @example
 * validateInvoiceSum(0.3, [0.1, 0.2]) // { valid: true, errors: {} }
 * validateInvoiceSum(100, [40, 50]) // { valid: false, errors: { amount: 'sum' } }
 */
export function validateInvoiceSum(
  amount: number | null | undefined,
  values: ReadonlyArray<number | null | undefined>,
): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  if (amount === null || amount === undefined || !Number.isFinite(amount)) {
    errors['amount'] = 'required';
  } else {
    const sum = values.reduce<number>(
      (total, value) =>
        total + (value !== null && value !== undefined && Number.isFinite(value) ? toCents(value) : 0),
      0,
    );
    if (toCents(amount) !== sum) errors['amount'] = 'sum';
  }
  return toValidationResult(errors);
}
