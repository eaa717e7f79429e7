import { useCallback, useEffect, useRef, useState } from 'react';
import { useField } from 'react-final-form';

import { useFormKit } from './formContext';
import { isEqualValue } from './isEqualValue';
import type { ControlProps, FieldRule, FormMessages } from './types';

/** Options of {@link useFormField}. */
export interface UseFormFieldOptions<T> {
  /** Rules the value must pass; a failing rule shows `messages.invalid`. */
  rules?: readonly FieldRule<T>[];
  /** An empty value (see `isEmpty`) is invalid. */
  isRequired?: boolean;
  /**
   * A validator with its own message (date-time bounds, formats): returns the message, or undefined when
   * valid. Runs after the required check and before `rules`.
   */
  validate?: (value: T, allValues: object, messages: FormMessages) => string | undefined;
  /**
   * What counts as empty for `isRequired`.
   * @default undefined, null, '' and [] are empty
   */
  isEmpty?: (value: T) => boolean;
  /**
   * Which text a required-but-empty value shows. The spec shows 'Invalid' for every validator; the date-time
   * input has its own required message.
   * @default 'invalid'
   */
  requiredMessage?: 'invalid' | 'required';
}

/** What {@link useFormField} gives a control: spread it onto any {@link ControlProps} control. */
export type FormFieldProps<T> = Pick<
  ControlProps<T>,
  'value' | 'onChange' | 'onBlur' | 'errorMessage' | 'name' | 'isRequired'
>;

/**
 * Connects a control to the enclosing <Form>: value/onChange/onBlur from react-final-form, and the message to
 * show. A validation message shows once `validationDelay` has passed since the field's last change (the wait
 * restarts on each change; leaving the field ends it), provided the field was changed or left, a submit failed,
 * or the form has settled after a change (then every invalid field shows why Save is disabled). A server
 * violation for this field shows at once and clears when the user changes the field.
 */
export function useFormField<T>(name: string, options: UseFormFieldOptions<T> = {}): FormFieldProps<T> {
  const { messages, validationDelay, revealAll } = useFormKit();
  const latest = useRef({ options, messages });
  useEffect(() => {
    latest.current = { options, messages };
  });

  const validate = useCallback((value: T, allValues: object): string | undefined => {
    const { options: current, messages: texts } = latest.current;
    if (current.isRequired && (current.isEmpty ?? isEmptyValue)(value)) {
      return current.requiredMessage === 'required' ? texts.required : texts.invalid;
    }
    const own = current.validate?.(value, allValues, texts);
    if (own !== undefined) return own;
    return current.rules?.every((rule) => rule(value, allValues)) === false ? texts.invalid : undefined;
  }, []);

  const { input, meta } = useField<T>(name, {
    validate,
    isEqual: isEqualValue,
    allowNull: true,
    parse: identity,
    format: identity,
    subscription: {
      value: true,
      error: true,
      submitError: true,
      touched: true,
      modified: true,
      submitFailed: true,
      dirtySinceLastSubmit: true,
      modifiedSinceLastSubmit: true,
    },
  });

  const [isWaiting, setIsWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const { onChange: changeInput, onBlur: blurInput } = input;
  const onChange = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      setIsWaiting(true);
      timer.current = setTimeout(() => setIsWaiting(false), validationDelay);
      changeInput(value);
    },
    [changeInput, validationDelay],
  );
  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    setIsWaiting(false);
    blurInput();
  }, [blurInput]);

  return {
    name,
    value: input.value,
    onChange,
    onBlur,
    isRequired: options.isRequired,
    errorMessage: toShownMessage(meta, isWaiting, revealAll),
  };
}

interface ShownMeta {
  error?: unknown;
  submitError?: unknown;
  touched?: boolean;
  modified?: boolean;
  submitFailed?: boolean;
  dirtySinceLastSubmit?: boolean;
  modifiedSinceLastSubmit?: boolean;
}

function toShownMessage(meta: ShownMeta, isWaiting: boolean, revealAll: boolean): string | undefined {
  if (typeof meta.submitError === 'string' && !meta.dirtySinceLastSubmit) return meta.submitError;
  if (typeof meta.error !== 'string') return undefined;
  const justFailedSubmit = meta.submitFailed === true && !meta.modifiedSinceLastSubmit;
  if (justFailedSubmit) return meta.error;
  if (isWaiting) return undefined;
  return meta.touched || meta.modified || meta.submitFailed || revealAll ? meta.error : undefined;
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function identity<V>(value: V): V {
  return value;
}
