import type { ValidationCode, ValidationResult } from './types.js';

/**
 * Wraps an error map in the `{ valid, errors }` shape: valid when the map is empty.
 * @example toValidationResult({}) // { valid: true, errors: {} }
 */
export function toValidationResult(errors: Record<string, ValidationCode>): ValidationResult {
  return { valid: Object.keys(errors).length === 0, errors };
}
