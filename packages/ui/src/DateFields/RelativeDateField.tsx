import { LIMITS, toRelativeDateTime } from '@backoffice/domain';

import type { FieldRule, FormFieldProps } from '../Form';
import { useFormField } from '../Form';
import { checkDateTimeText } from './checkDateTimeText';
import type { RelativeDateInputProps } from './RelativeDateInput';
import { RelativeDateInput } from './RelativeDateInput';
import { toDateTimeMessage } from './toDateTimeMessage';

/** Props of {@link RelativeDateField}. */
export interface RelativeDateFieldProps extends Omit<RelativeDateInputProps, keyof FormFieldProps<string>> {
  /** The form field: the resulting date-time 'YYYY-MM-DD HH:mm:ss', '' while incomplete. */
  name: string;
  /** Extra rules; a failing rule shows the form's `invalid` message. */
  rules?: FieldRule<string>[];
  /** Both parts must be chosen; empty shows the form's `required` message. */
  isRequired?: boolean;
  /** Earliest allowed date-time 'YYYY-MM-DD HH:mm:ss' (inclusive); earlier shows `minValue(bound)`. */
  min?: string;
  /** Latest allowed date-time 'YYYY-MM-DD HH:mm:ss' (inclusive); later shows `maxValue(bound)`. */
  max?: string;
}

/**
 * {@link RelativeDateInput} connected to the enclosing `<Form>`: validated against `min` and `max`, and a value
 * that is not 0 to 7 days before the reference day shows the `invalid` message.
 */
export function RelativeDateField({
  name,
  rules = [],
  isRequired,
  min,
  max,
  reference = LIMITS.defaultCutoffReference,
  ...props
}: RelativeDateFieldProps) {
  const withinOffsets: FieldRule<string> = (value) =>
    value === '' || toRelativeDateTime(value, reference) !== null;
  const field = useFormField<string>(name, {
    rules: [withinOffsets, ...rules],
    isRequired,
    requiredMessage: 'required',
    validate: (value, _allValues, messages) => {
      const problem = checkDateTimeText(value, { granularity: 'dateTime', min, max });
      return problem === null
        ? undefined
        : toDateTimeMessage(problem, messages, { granularity: 'dateTime', min, max });
    },
  });
  return <RelativeDateInput {...props} {...field} value={field.value ?? ''} reference={reference} />;
}
