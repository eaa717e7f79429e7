import { useFormKit } from './formContext';
import type { FormMessages } from './types';

/** The validator texts of the enclosing <Form>, for controls that build their own messages (date-time bounds). */
export function useFormMessages(): FormMessages {
  return useFormKit().messages;
}
