import type { ValidationResult } from '@backoffice/domain';

import type { TranslationFunctions } from '../i18n/i18n-types';

/**
 * The form-level validator of a definition: runs its domain rule and shows every refusal with the spec's one
 * validation message, Invalid, keyed by field path as the form kit wants.
 */
export function toFormValidator<V>(
  rule: ((values: V) => ValidationResult) | undefined,
  LL: TranslationFunctions,
): ((values: V) => Record<string, string | undefined>) | undefined {
  if (!rule) return undefined;
  return (values) => {
    const { errors } = rule(values);
    const messages: Record<string, string> = {};
    for (const path of Object.keys(errors)) messages[path] = LL.form.invalid();
    return messages;
  };
}
