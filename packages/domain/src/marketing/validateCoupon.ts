import type { Coupon } from '../types/index.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isAbsent = (value: unknown) => value === null || value === undefined;

/**
 * Checks a coupon draft: a value above 0 (`required` when missing, `min` when 0 or below); the minimum and
 * maximum prices, when given, are not negative (`min`), and the minimum is not above the maximum
 * (`maximumPrice: 'order'`).
 * @example validateCoupon({ value: 500, minimumPrice: 3000, maximumPrice: 2000 })
 * // { valid: false, errors: { maximumPrice: 'order' } }
 */
export function validateCoupon(
  coupon: Partial<Pick<Coupon, 'value' | 'minimumPrice' | 'maximumPrice'>>,
): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const { value, minimumPrice, maximumPrice } = coupon;
  if (!isNumber(value)) errors.value = 'required';
  else if (value <= 0) errors.value = 'min';
  if (!isAbsent(minimumPrice)) {
    if (!isNumber(minimumPrice)) errors.minimumPrice = 'invalid';
    else if (minimumPrice < 0) errors.minimumPrice = 'min';
  }
  if (!isAbsent(maximumPrice)) {
    if (!isNumber(maximumPrice)) errors.maximumPrice = 'invalid';
    else if (maximumPrice < 0) errors.maximumPrice = 'min';
  }
  if (
    errors.minimumPrice === undefined &&
    errors.maximumPrice === undefined &&
    isNumber(minimumPrice) &&
    isNumber(maximumPrice) &&
    minimumPrice > maximumPrice
  ) {
    errors.maximumPrice = 'order';
  }
  return toValidationResult(errors);
}
