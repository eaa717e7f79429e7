import type { Ref } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';

import { FieldFrame } from './FieldFrame';
import { textArea } from './FieldFrame.css';
import type { ControlProps } from './types';

/** Props of {@link TextArea}. States: `data-invalid`, `data-disabled`, `data-focused` on the textarea. */
export interface TextAreaProps extends ControlProps<string | null> {
  /**
   * Visible lines.
   * @default 4
   */
  rows?: number;
  /** Placeholder text (never instead of the label). */
  placeholder?: string;
  /** Forwarded to the `<textarea>`. */
  ref?: Ref<HTMLTextAreaElement>;
}

/** A multi-line text control (RAC `TextField` + `TextArea`). A null value shows as empty. */
export function TextArea({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  rows = 4,
  placeholder,
  ref,
}: TextAreaProps) {
  return (
    <AriaTextField
      value={value ?? ''}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <AriaTextArea ref={ref} className={textArea} rows={rows} placeholder={placeholder} />
      </FieldFrame>
    </AriaTextField>
  );
}
