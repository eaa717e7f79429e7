import type { ValidationCode, ValidationResult } from '@backoffice/domain';

/** The domain's message codes; anything else a validator returns is a configured message (a cost-code regex error). */
const messageCodes: ReadonlySet<string> = new Set<ValidationCode>([
  'required',
  'invalid',
  'format',
  'min',
  'max',
  'integer',
  'order',
  'overlap',
  'sum',
  'decimals',
  'not-in-list',
  'leading-space',
  'past',
  'empty',
]);

/**
 * Turns a domain validation result into the form's `{ fieldName: message }`: every code becomes `invalid` (the
 * spec's one validation message), while a configured message (a cost-code regex error) is shown as written.
 * `rename` maps the domain's field paths onto the form's names.
 * @example toFormErrors({ valid: false, errors: { reason: 'required' } }, 'Invalid') // { reason: 'Invalid' }
 */
export function toFormErrors(
  result: ValidationResult,
  invalid: string,
  rename: (path: string) => string = (path) => path,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, code] of Object.entries(result.errors)) {
    errors[rename(path)] = messageCodes.has(code) ? invalid : code;
  }
  return errors;
}
