import { toRelativeDateTime } from '../cutoff-rules/toRelativeDateTime.js';
import type { CutoffRuleDraft } from '../cutoff-rules/types.js';
import { validateCutoffRules } from '../cutoff-rules/validateCutoffRules.js';
import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';
import { cutoffReference } from './cutoffReference.js';

/** A related restaurant of a cloud canteen as the form holds it while the user edits. */
export interface RelatedRestaurantDraft {
  restaurant?: string | null;
  rules?: readonly CutoffRuleDraft[] | null;
  cutoffTimeOverride?: string | null;
}

/** The parts of a cloud canteen its rules are checked across. */
export interface CloudCanteenDraft {
  deliveryTime?: string | null;
  relatedRestaurants?: readonly RelatedRestaurantDraft[] | null;
}

/**
 * Checks the related restaurants of a cloud canteen, each against its reference ({@link cutoffReference}):
 * - `relatedRestaurants.i.restaurant`: 'required' when empty, 'duplicate' when an earlier entry has it;
 * - `relatedRestaurants.i.rules`: the first code `validateCutoffRules` gives (a limit out of 1 to 999, a cutoff
 *   out of order or malformed);
 * - `relatedRestaurants.i.cutoffTimeOverride`: 'format' when set but not 0 to 7 days before the reference day.
 *
 * @example
 * validateCloudCanteen({ deliveryTime: '12:00', relatedRestaurants: [{ restaurant: '/api/v1/restaurants/1', rules: [] }] }) // { valid: true, errors: {} }
 */
export function validateCloudCanteen(canteen: CloudCanteenDraft): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  const seen = new Set<string>();
  (canteen.relatedRestaurants ?? []).forEach((entry, i) => {
    const path = `relatedRestaurants.${i}`;
    const restaurant = entry.restaurant;
    if (typeof restaurant !== 'string' || restaurant === '') errors[`${path}.restaurant`] = 'required';
    else if (seen.has(restaurant)) errors[`${path}.restaurant`] = 'duplicate';
    else seen.add(restaurant);

    const rules = entry.rules ?? [];
    const reference = cutoffReference(rules, canteen.deliveryTime);
    const ruleErrors = Object.values(validateCutoffRules(rules, reference).errors);
    if (ruleErrors[0] !== undefined) errors[`${path}.rules`] = ruleErrors[0];

    const override = entry.cutoffTimeOverride;
    if (typeof override === 'string' && override !== '' && toRelativeDateTime(override, reference) === null)
      errors[`${path}.cutoffTimeOverride`] = 'format';
  });
  return toValidationResult(errors);
}
