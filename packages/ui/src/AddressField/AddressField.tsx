import type { Address } from '@backoffice/domain';

import type { FieldProps } from '../Form/fieldProps';
import type { FieldRule } from '../Form/types';
import { useFormField } from '../Form/useFormField';
import { hasValidCoordinates } from './addressConversions';
import type { AddressInputProps } from './AddressInput';
import { AddressInput } from './AddressInput';

/** Props of {@link AddressField}. */
export type AddressFieldProps = FieldProps<AddressInputProps, Address | null>;

const coordinatesRule: FieldRule<Address | null> = (value) => hasValidCoordinates(value);

/**
 * An {@link AddressInput} bound to the enclosing <Form>. Coordinates are always checked (both or neither, in
 * range; otherwise the form's Invalid message); with `isRequired`, an address without a street and city is
 * empty.
 *
 * **When to use:** An address inside an entity form that is saved with the form, such as a residential
 * canteen's address; the entity layer's `address` field kind renders it.
 *
 * **When not to use:** Outside a kit <Form> (a dialog or filter that keeps its own state) use
 * {@link AddressInput}. A stored address that is only shown is plain text or a row of a
 * {@link DescriptionList}.
 */
export function AddressField({ name, rules = [], isRequired, ...props }: AddressFieldProps) {
  const field = useFormField<Address | null>(name, {
    rules: [coordinatesRule, ...rules],
    isRequired,
    isEmpty: (value) => !value?.street?.trim() || !value.city?.trim(),
  });
  return <AddressInput {...props} {...field} />;
}
