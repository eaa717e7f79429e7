import { Icon } from '@backoffice/ui/base';
import { useId } from 'react';

import { error, field, input, label as labelClass, requiredMark } from './plain.css';

/** Props of {@link PlainTextField}. */
export interface PlainTextFieldProps {
  /** The visible label (also the input's accessible name). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** When set, shown under the input, tied to it with aria-describedby, and the input is aria-invalid. */
  errorMessage?: string;
  /** Adds the decorative required mark; the input carries aria-required. */
  isRequired?: boolean;
  name?: string;
  /** @default 'text' */
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}

/** A labelled native text input with the kit's field layout: label, input, error. */
export function PlainTextField({
  label,
  value,
  onChange,
  errorMessage,
  isRequired,
  name,
  type = 'text',
  autoComplete,
}: PlainTextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={field}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {isRequired ? (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <input
        id={id}
        className={input}
        name={name}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required={isRequired || undefined}
        aria-invalid={errorMessage !== undefined || undefined}
        aria-describedby={errorMessage !== undefined ? errorId : undefined}
      />
      {errorMessage !== undefined ? (
        <div id={errorId} className={error}>
          <Icon name="alert" size="sm" />
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}
