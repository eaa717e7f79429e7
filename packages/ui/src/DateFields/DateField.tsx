import { isTodayOrLater } from '@backoffice/domain';

import type { FieldRule, FormFieldProps } from '../Form';
import { useFormField } from '../Form';
import type { DateInputProps } from './DateInput';
import { DateInput, todayOf } from './DateInput';

/** Props of {@link DateField}. */
export interface DateFieldProps extends Omit<DateInputProps, keyof FormFieldProps<string> | 'minDate'> {
  /** The form field (value 'YYYY-MM-DD', '' when empty). */
  name: string;
  /** Extra rules; a failing rule shows the form's `invalid` message. */
  rules?: FieldRule<string>[];
  /** Empty is invalid. */
  isRequired?: boolean;
  /**
   * The spec's "date must be today or later": `now` decides what today is (in `timeZone`, local by default).
   * Earlier days are unavailable in the calendar and a typed earlier day shows the `invalid` message.
   */
  todayOrLater?: { now: Date; timeZone?: string };
}

/** {@link DateInput} connected to the enclosing `<Form>`. */
export function DateField({ name, rules = [], isRequired, todayOrLater, ...props }: DateFieldProps) {
  const todayRule: FieldRule<string>[] = todayOrLater
    ? [
        (value) =>
          value === '' ||
          isTodayOrLater(
            value,
            todayOrLater.now,
            todayOrLater.timeZone === undefined ? {} : { timeZone: todayOrLater.timeZone },
          ),
      ]
    : [];
  const field = useFormField<string>(name, { rules: [...todayRule, ...rules], isRequired });
  return (
    <DateInput
      {...props}
      {...field}
      value={field.value ?? ''}
      minDate={todayOrLater ? todayOf(todayOrLater.now, todayOrLater.timeZone) : undefined}
    />
  );
}
