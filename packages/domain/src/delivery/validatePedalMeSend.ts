import { toValidationResult } from '../validation/index.js';
import type { ValidationCode, ValidationResult } from '../validation/index.js';

/** What the pedal-me hand-over sends: the chosen delivery jobs, a pickup time and a parcel size. */
export interface PedalMeSendDraft {
  deliveryJobs?: ReadonlyArray<string | number> | null;
  pickupTime?: string | null;
}

/**
 * The pedal-me send rule (section 5): at least one selected item (`deliveryJobs: 'required'`) and a pickup time
 * (`pickupTime: 'required'` when blank, `'format'` when it is not a readable date-time).
 * @example validatePedalMeSend({ deliveryJobs: [4], pickupTime: '' }) // { valid: false, errors: { pickupTime: 'required' } }
 */
export function validatePedalMeSend(draft: PedalMeSendDraft): ValidationResult {
  const errors: Record<string, ValidationCode> = {};
  if (!draft.deliveryJobs || draft.deliveryJobs.length === 0) errors.deliveryJobs = 'required';
  const pickupTime = draft.pickupTime?.trim() ?? '';
  if (pickupTime === '') errors.pickupTime = 'required';
  else if (Number.isNaN(Date.parse(pickupTime.replace(' ', 'T')))) errors.pickupTime = 'format';
  return toValidationResult(errors);
}
