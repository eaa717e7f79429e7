import type { FieldProps } from './fieldProps';
import type { TextAreaProps } from './TextArea';
import { TextArea } from './TextArea';
import { useFormField } from './useFormField';

/** Props of {@link TextAreaField}. */
export type TextAreaFieldProps = FieldProps<TextAreaProps, string | null>;

/** A {@link TextArea} bound to the enclosing <Form>. */
export function TextAreaField({ name, rules, isRequired, ...props }: TextAreaFieldProps) {
  return <TextArea {...props} {...useFormField<string | null>(name, { rules, isRequired })} />;
}
