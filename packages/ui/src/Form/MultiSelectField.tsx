import type { FieldProps } from './fieldProps';
import type { MultiSelectProps } from './MultiSelect';
import { MultiSelect } from './MultiSelect';
import { useFormField } from './useFormField';

/** Props of {@link MultiSelectField}. */
export type MultiSelectFieldProps = FieldProps<MultiSelectProps, readonly string[] | null>;

/** A {@link MultiSelect} bound to the enclosing <Form> (`isReverse` stores the options left unticked). */
export function MultiSelectField({ name, rules, isRequired, ...props }: MultiSelectFieldProps) {
  return <MultiSelect {...props} {...useFormField<readonly string[] | null>(name, { rules, isRequired })} />;
}
