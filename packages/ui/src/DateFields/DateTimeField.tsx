import type { FieldRule, FormFieldProps } from '../Form';
import { useFormField } from '../Form';
import { checkDateTimeText } from './checkDateTimeText';
import type { DateTimeInputProps } from './DateTimeInput';
import { DateTimeInput } from './DateTimeInput';
import { toDateTimeMessage } from './toDateTimeMessage';

/** Props of {@link DateTimeField}. */
export interface DateTimeFieldProps extends Omit<
  DateTimeInputProps,
  keyof FormFieldProps<string> | 'inputRef'
> {
  /** The form field: 'YYYY-MM-DD HH:mm:ss', or 'HH:MM' for `granularity="time"`; '' when empty. */
  name: string;
  /** Extra rules; a failing rule shows the form's `invalid` message. */
  rules?: FieldRule<string>[];
  /** Empty shows the form's `required` message. */
  isRequired?: boolean;
  /** Inclusive lower bound in the value's form; below it shows `minValue(bound)`. */
  min?: string;
  /** Inclusive upper bound in the value's form; above it shows `maxValue(bound)`. */
  max?: string;
}

/**
 * {@link DateTimeInput} connected to the enclosing `<Form>`, with the spec's date-time messages: required,
 * format ('period and hour format'), and min/max with the bound.
 */
export function DateTimeField({
  name,
  rules,
  isRequired,
  min,
  max,
  granularity = 'dateTime',
  ...props
}: DateTimeFieldProps) {
  const field = useFormField<string>(name, {
    rules,
    isRequired,
    requiredMessage: 'required',
    validate: (value, _allValues, messages) => {
      const problem = checkDateTimeText(value, { granularity, min, max });
      return problem === null ? undefined : toDateTimeMessage(problem, messages, { granularity, min, max });
    },
  });
  return <DateTimeInput {...props} {...field} value={field.value ?? ''} granularity={granularity} />;
}
