import type { FieldProps } from './fieldProps';
import type { SelectProps } from './Select';
import { Select } from './Select';
import { useFormField } from './useFormField';

/** Props of {@link SelectField}. */
export type SelectFieldProps = FieldProps<SelectProps, string | null>;

/** A {@link Select} bound to the enclosing <Form>. */
export function SelectField({ name, rules, isRequired, ...props }: SelectFieldProps) {
  return <Select {...props} {...useFormField<string | null>(name, { rules, isRequired })} />;
}
