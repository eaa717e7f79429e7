import type { FieldRule } from './types';
import type { FormFieldProps } from './useFormField';

/** What every `XField` adds to its control: the form field name, its rules and whether it is required. */
export interface FieldBindingProps<T> {
  /** The field's name in the form values; dotted / bracketed for nested values (`address.city`, `meals[0].qty`). */
  name: string;
  /** Rules the value must pass; a failing rule shows the form's `messages.invalid`. */
  rules?: readonly FieldRule<T>[];
  /** An empty value is invalid (and the control is marked required). */
  isRequired?: boolean;
}

/** The props of an `XField`: its control's props without those the form supplies, plus the binding. */
export type FieldProps<ControlPropsT, T> = Omit<ControlPropsT, keyof FormFieldProps<T>> &
  FieldBindingProps<T>;
