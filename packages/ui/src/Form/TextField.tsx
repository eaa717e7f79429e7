import type { FieldProps } from './fieldProps';
import type { TextInputProps } from './TextInput';
import { TextInput } from './TextInput';
import { useFormField } from './useFormField';

/** Props of {@link TextField}. */
export type TextFieldProps = FieldProps<TextInputProps, string | null>;

/** A {@link TextInput} bound to the enclosing <Form>. Pass `rules={[noLeadingSpace]}` to refuse a leading space. */
export function TextField({ name, rules, isRequired, ...props }: TextFieldProps) {
  return <TextInput {...props} {...useFormField<string | null>(name, { rules, isRequired })} />;
}
