import type { FieldProps } from './fieldProps';
import type { CheckboxProps } from './Checkbox';
import { Checkbox } from './Checkbox';
import { useFormField } from './useFormField';

/** Props of {@link CheckboxField}. */
export type CheckboxFieldProps = FieldProps<CheckboxProps, boolean | null>;

/** A {@link Checkbox} bound to the enclosing <Form>. Required means it must be checked (e.g. accepting terms). */
export function CheckboxField({ name, rules, isRequired, ...props }: CheckboxFieldProps) {
  return (
    <Checkbox
      {...props}
      {...useFormField<boolean | null>(name, { rules, isRequired, isEmpty: isUnchecked })}
    />
  );
}

function isUnchecked(value: boolean | null): boolean {
  return value !== true;
}
