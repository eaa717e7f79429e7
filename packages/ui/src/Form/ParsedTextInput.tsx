import type { Ref } from 'react';
import { useState } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';

import { FieldFrame } from './FieldFrame';
import { input } from './FieldFrame.css';
import type { ControlProps } from './types';

/** Props of the private {@link ParsedTextInput}. */
export interface ParsedTextInputProps extends ControlProps<number | null> {
  /** Text → value: null for empty, NaN for text that is no number. */
  parse: (text: string) => number | null;
  /** Value → the text shown while the field is not focused. */
  format: (value: number) => string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A text input that emits numbers (null when empty, NaN when the text is no number). While focused it shows
 * exactly what was typed; once left it shows the formatted value. Text that is no number stays as typed so that
 * it can be fixed.
 */
export function ParsedTextInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  parse,
  format,
  placeholder,
  ref,
}: ParsedTextInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [isFocused, setIsFocused] = useState(false);
  const current = value ?? null;
  const formatted = current === null || Number.isNaN(current) ? '' : format(current);
  // The draft is shown only while it still describes the value (a reset from outside replaces it).
  const draftMatches = draft !== null && Object.is(parse(draft), current);
  const text = draftMatches && (isFocused || Number.isNaN(current)) ? draft : formatted;

  return (
    <AriaTextField
      value={text}
      onChange={(next) => {
        setDraft(next);
        onChange(parse(next));
      }}
      onFocus={() => {
        setIsFocused(true);
        setDraft(text);
      }}
      onBlur={() => {
        setIsFocused(false);
        onBlur?.();
      }}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      inputMode="decimal"
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Input ref={ref} className={input} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}
