import { getIn, setIn } from 'final-form';

import { toFieldName } from './toFieldName';
import type { Violation } from './types';

/**
 * Places server violations on the registered fields their propertyPath names (first message per field wins);
 * the messages of the others are returned as unmatched. `errors` is final-form's nested submit-error shape.
 *
 * @example toSubmitErrors([{ propertyPath: 'email', message: 'Taken' }], ['email']) // { errors: { email: 'Taken' }, unmatched: [] }
 */
export function toSubmitErrors(
  violations: readonly Violation[],
  registeredFields: readonly string[],
): { errors: object; unmatched: string[] } {
  let errors: object = {};
  const unmatched: string[] = [];
  for (const violation of violations) {
    const field = toFieldName(violation.propertyPath, registeredFields);
    if (field === undefined) unmatched.push(violation.message);
    else if (getIn(errors, field) === undefined) errors = setIn(errors, field, violation.message);
  }
  return { errors, unmatched };
}
