import type { FieldProps } from './fieldProps';
import type { TextListInputProps } from './TextListInput';
import { isBlankEntry, TextListInput } from './TextListInput';
import { useFormField } from './useFormField';

/** Props of {@link TextListField}. */
export type TextListFieldProps = FieldProps<TextListInputProps, readonly string[] | null>;

/**
 * A {@link TextListInput} bound to the enclosing <Form>. A blank entry is invalid (the form's `invalid` message
 * on that entry); `isRequired` asks for at least one entry. An unset value edits as an empty list.
 */
export function TextListField({ name, rules = [], isRequired, ...props }: TextListFieldProps) {
  const noBlankEntry = (value: readonly string[] | null) =>
    (value ?? []).every((entry) => !isBlankEntry(entry));
  const field = useFormField<readonly string[] | null>(name, {
    rules: [noBlankEntry, ...rules],
    isRequired,
  });
  return <TextListInput {...props} {...field} value={field.value ?? []} />;
}
