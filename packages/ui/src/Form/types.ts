/** Texts the kit's validators show. Spec: every validator says 'Invalid' (the app passes its translation). */
export interface FormMessages {
  /** Shown by every validator (spec: 'Invalid'). */
  invalid: string;
  /** Required but empty (date-time input etc.). */
  required: string;
  /** Below a date-time / number minimum; receives the bound, already formatted. */
  minValue: (bound: string) => string;
  /** Above a date-time / number maximum; receives the bound, already formatted. */
  maxValue: (bound: string) => string;
  /** Date-time: bad format (the "period and hour format" message). */
  dateTimeFormat: string;
}

/** A violation from a 400 response (ConstraintViolationList). */
export interface Violation {
  /** The server's path of the field: `email`, `address.city`, `meals[0].quantity`. */
  propertyPath: string;
  /** The server's message, shown as is. */
  message: string;
}

/**
 * What onSubmit resolves to: nothing on success, or the server's violations (placed on fields by propertyPath,
 * the rest reported through onFormError).
 */
export type SubmitOutcome = void | { violations: Violation[] };

/** Field-level validator: returns true when the value is valid. The kit turns false into messages.invalid. */
export type FieldRule<T> = (value: T, allValues: object) => boolean;

/**
 * Props every control of the kit takes (controlled). Complex controls (rich text, uploads, address) are written
 * against this and connected with useFormField.
 */
export interface ControlProps<T> {
  /** The visible label, also the accessible name. */
  label: string;
  /** The current value. */
  value: T;
  /** Called with the new value on every change. */
  onChange: (value: T) => void;
  /** Called when the control loses focus (marks the field touched). */
  onBlur?: () => void;
  /** When set, the control is invalid and shows this text (aria-invalid + described-by). */
  errorMessage?: string;
  /** Help text under the control. */
  description?: string;
  /** Marks the control required (`aria-required`); the rule itself comes from the form. */
  isRequired?: boolean;
  /** Disables the control. */
  isDisabled?: boolean;
  /** The form field name, set on the input. */
  name?: string;
}
