import type { CanteenRule } from '@backoffice/domain';
import { LIMITS, validateCutoffRules } from '@backoffice/domain';

import type { FieldRule, FormFieldProps } from '../Form';
import { useFormField } from '../Form';
import type { CutoffRuleListInputProps } from './CutoffRuleListInput';
import { CutoffRuleListInput } from './CutoffRuleListInput';

/** Props of {@link CutoffRuleListField}. */
export interface CutoffRuleListFieldProps extends Omit<
  CutoffRuleListInputProps,
  keyof FormFieldProps<CanteenRule[]>
> {
  /** The form field: the rules, earliest first. */
  name: string;
  /** Extra rules; a failing rule shows the form's `invalid` message. */
  rules?: FieldRule<CanteenRule[]>[];
  /** At least one rule. */
  isRequired?: boolean;
}

/**
 * {@link CutoffRuleListInput} connected to the enclosing `<Form>`: the domain's `validateCutoffRules` (order,
 * format, limit 1 to 999) decides validity; the form's `invalid` message shows on the offending rows.
 */
export function CutoffRuleListField({
  name,
  rules = [],
  isRequired,
  reference = LIMITS.defaultCutoffReference,
  ...props
}: CutoffRuleListFieldProps) {
  const rulesAreValid: FieldRule<CanteenRule[]> = (value) => validateCutoffRules(value, reference).valid;
  const field = useFormField<CanteenRule[]>(name, { rules: [rulesAreValid, ...rules], isRequired });
  return <CutoffRuleListInput {...props} {...field} value={field.value ?? []} reference={reference} />;
}
