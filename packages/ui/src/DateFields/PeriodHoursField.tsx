import type { Period } from '@backoffice/domain';
import { validatePeriods } from '@backoffice/domain';

import type { FieldRule, FormFieldProps } from '../Form';
import { useFormField } from '../Form';
import type { PeriodHoursInputProps } from './PeriodHoursInput';
import { PeriodHoursInput } from './PeriodHoursInput';

/** Props of {@link PeriodHoursField}. */
export interface PeriodHoursFieldProps extends Omit<PeriodHoursInputProps, keyof FormFieldProps<Period[]>> {
  /** The form field: a list of `{ start, end }`. */
  name: string;
  /** Extra rules; a failing rule shows the form's `invalid` message. */
  rules?: FieldRule<Period[]>[];
  /** At least one period. */
  isRequired?: boolean;
}

// A field whose value is not there yet (a form being reinitialised) holds no periods, not a crash.
const periodsAreValid: FieldRule<Period[]> = (periods) => validatePeriods(periods ?? []).valid;

/**
 * {@link PeriodHoursInput} connected to the enclosing `<Form>`: the domain's `validatePeriods` (format, start
 * not after end, no overlap) decides validity; the form's `invalid` message shows on the offending rows after
 * the form's validation delay (300 ms by default, the spec's period-hours delay).
 */
export function PeriodHoursField({ name, rules = [], isRequired, ...props }: PeriodHoursFieldProps) {
  const field = useFormField<Period[]>(name, { rules: [periodsAreValid, ...rules], isRequired });
  return <PeriodHoursInput {...props} {...field} value={field.value ?? []} />;
}
