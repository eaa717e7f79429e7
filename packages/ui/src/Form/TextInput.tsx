import type { Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';

import { FieldFrame } from './FieldFrame';
import { input } from './FieldFrame.css';
import type { ControlProps } from './types';

/** Input types a {@link TextInput} can be. */
export const textInputTypes = ['text', 'email', 'password', 'tel', 'url', 'search'] as const;

/**
 * Props of {@link TextInput}. States: `data-invalid`, `data-disabled`, `data-focused` on the input.
 */
export interface TextInputProps extends ControlProps<string | null> {
  /**
   * The input's type.
   * @default 'text'
   */
  type?: (typeof textInputTypes)[number];
  /** Browser autofill hint (`email`, `tel`, `name`…). */
  autoComplete?: string;
  /** Placeholder text (never instead of the label). */
  placeholder?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A single-line text control (RAC `TextField`). A null value shows as empty.
 *
 * **When to use:** The kit's bare controls, each with a `…Field` twin bound to a kit <Form> (`TextField`,
 * `SelectField`…): `TextInput` for one line, `TextArea` for plain multi-line text, `NumberInput` and
 * `PercentInput` for numbers, `Select` for one of a short list, `MultiSelect` for several, `Checkbox` for a
 * yes/no, `Switch` for an on/off setting.
 *
 * **When not to use:** Formatted e-mail text is a {@link RichTextEditor}; an entity from the server is an
 * `EntityPicker`; a list of actions is a {@link Menu}, not a `Select`. In a kit <Form> use the `…Field`
 * twins, not the bare controls.
 */
export function TextInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  type = 'text',
  autoComplete,
  placeholder,
  ref,
}: TextInputProps) {
  return (
    <AriaTextField
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      type={type}
      autoComplete={autoComplete}
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Input ref={ref} className={input} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}
