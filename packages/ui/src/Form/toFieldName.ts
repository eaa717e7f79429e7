import { toPathSegments } from './toPathSegments';

/**
 * Finds the registered form field a server violation's `propertyPath` names. The server writes
 * `address.city` or `meals[0].quantity`; the form may have registered the same field as `meals[0].quantity` or
 * `meals.0.quantity`, so paths are compared segment by segment. Gives undefined when no field matches (the
 * violation is then a form error).
 *
 * @example toFieldName('meals[0].quantity', ['meals.0.quantity']) // 'meals.0.quantity'
 */
export function toFieldName(propertyPath: string, registeredFields: readonly string[]): string | undefined {
  const wanted = toPathSegments(propertyPath).join('.');
  if (wanted === '') return undefined;
  return registeredFields.find((field) => toPathSegments(field).join('.') === wanted);
}
