import { createContext, useContext } from 'react';

import type { FormMessages } from './types';

/** What the enclosing <Form> tells its fields (private to the kit). */
export interface FormKitContextValue {
  messages: FormMessages;
  /** ms between a field's last change and its message showing. */
  validationDelay: number;
  /**
   * True once the form has settled (saveDelay) after a change: from then on every invalid field shows its
   * message, so a disabled Save never hides why.
   */
  revealAll: boolean;
  /** Whether the Save button may be pressed: the form's validity as of saveDelay after the last change. */
  canSave: boolean;
  /** A submission is running. */
  isSubmitting: boolean;
}

export const FormKitContext = createContext<FormKitContextValue | null>(null);

/** Reads the enclosing <Form>'s settings; throws outside a Form (a programming error). */
export function useFormKit(): FormKitContextValue {
  const value = useContext(FormKitContext);
  if (value === null) throw new Error('Form fields and SaveButton must be rendered inside <Form>.');
  return value;
}
