import { isValidPhone, LIMITS } from '@backoffice/domain';

import type { FieldProps } from './fieldProps';
import type { TextInputProps } from './TextInput';
import { TextInput } from './TextInput';
import { useFormField } from './useFormField';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps extends FieldProps<Omit<TextInputProps, 'type'>, string | null> {
  /**
   * ISO 3166-1 alpha-2 code of the locale country the number must be valid for.
   * @default LIMITS.defaultPhoneCountry ('GB')
   */
  country?: string;
}

/**
 * A phone number field: a tel input bound to the enclosing <Form>, invalid unless the number is valid for
 * `country` (domain `isValidPhone`, libphonenumber-js). Empty passes unless required.
 */
export function PhoneField({
  name,
  rules,
  isRequired,
  country = LIMITS.defaultPhoneCountry,
  autoComplete = 'tel',
  ...props
}: PhoneFieldProps) {
  const field = useFormField<string | null>(name, {
    rules,
    isRequired,
    validate: (value, _allValues, messages) =>
      value === null || value === undefined || value.trim() === '' || isValidPhone(value, country)
        ? undefined
        : messages.invalid,
  });
  return <TextInput {...props} autoComplete={autoComplete} type="tel" {...field} />;
}
