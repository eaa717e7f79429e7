import { toValidationResult } from '../validation/index.js';
import type { ValidationResult } from '../validation/index.js';

/** The delivery methods a canteen's delivery jobs can be pre-created with. */
export const preCreateDeliveryMethods = ['stuart', 'wolt', 'pedalme', 'restaurant_managed'] as const;
/** One of {@link preCreateDeliveryMethods}. */
export type PreCreateDeliveryMethod = (typeof preCreateDeliveryMethods)[number];

/**
 * Checks the pre-create choice of a canteen's delivery jobs: `deliveryMethod` is 'required' when empty and
 * 'invalid' when it is not one of {@link preCreateDeliveryMethods}.
 * @example validatePreCreateDeliveryJobs({ deliveryMethod: 'wolt' }) // { valid: true, errors: {} }
 */
export function validatePreCreateDeliveryJobs(input: { deliveryMethod?: string | null }): ValidationResult {
  const method = input.deliveryMethod;
  if (typeof method !== 'string' || method === '') return toValidationResult({ deliveryMethod: 'required' });
  if (!(preCreateDeliveryMethods as readonly string[]).includes(method))
    return toValidationResult({ deliveryMethod: 'invalid' });
  return toValidationResult({});
}
