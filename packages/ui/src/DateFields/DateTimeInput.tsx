import type { Ref } from 'react';
import { Input, TextField } from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import { input } from '../Form/FieldFrame.css';
import type { ControlProps } from '../Form/types';
import type { DateTimeGranularity } from './normalizeDateTimeText';
import { normalizeDateTimeText } from './normalizeDateTimeText';

/** Props of {@link DateTimeInput}. */
export interface DateTimeInputProps extends ControlProps<string> {
  /**
   * `dateTime`: 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss' typed, stored as 'YYYY-MM-DD HH:mm:ss' (the domain's
   * cutoff text form). `time`: 'HH:MM'.
   * @default 'dateTime'
   */
  granularity?: DateTimeGranularity;
  /** Example text shown while empty (pass the format, e.g. 'YYYY-MM-DD HH:mm'). */
  placeholder?: string;
  /** Forwarded to the `<input>` (lists move focus to a new row's input). */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A date-time (or time-only) text input. The value is the text as typed, so a malformed entry stays visible and
 * can be reported (spec: invalid format gives the date-time format message); on blur a well-formed entry is
 * rewritten into the stored form ('2023-08-30 10:00' → '2023-08-30 10:00:00'). States: `data-invalid`,
 * `data-focused`, `data-disabled` on the input.
 *
 * **When to use:** A date-time ('YYYY-MM-DD HH:mm:ss') or a time alone typed as text, where a malformed entry
 * must stay visible to be reported: a PedalMe pickup time, the entity forms' `dateTime` fields. In a kit
 * <Form> use its `DateTimeField`.
 *
 * **When not to use:** A date without a time is a {@link DateInput} (with its calendar); a time relative to a
 * reference date is a {@link RelativeDateInput}; several opening periods are a {@link PeriodHoursInput}.
 */
export function DateTimeInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  granularity = 'dateTime',
  placeholder,
  inputRef,
}: DateTimeInputProps) {
  const isInvalid = errorMessage !== undefined;
  return (
    <TextField
      value={value}
      onChange={onChange}
      onBlur={() => {
        const normalized = normalizeDateTimeText(value, granularity);
        if (normalized !== null && normalized !== value) onChange(normalized);
        onBlur?.();
      }}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Input
          ref={inputRef}
          className={input}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
        />
      </FieldFrame>
    </TextField>
  );
}
