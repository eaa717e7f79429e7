import type { FieldProps } from '../Form/fieldProps';
import { useFormField } from '../Form/useFormField';
import type { RichTextEditorProps } from './RichTextEditor';
import { RichTextEditor } from './RichTextEditor';
import { isEmailHtmlEmpty } from './sanitizeEmailHtml';

/** Props of {@link RichTextField}. */
export type RichTextFieldProps = FieldProps<RichTextEditorProps, string | null>;

/**
 * A {@link RichTextEditor} bound to the enclosing <Form>. A null value (an e-mail text never written) shows an
 * empty editor; with `isRequired`, HTML without any text counts as empty.
 *
 * **When to use:** A {@link RichTextEditor} in a kit <Form>: the entity forms' `richText` fields (loaded
 * lazily by the app).
 *
 * **When not to use:** Plain multi-line text is a `TextAreaField`; outside a kit <Form> use
 * {@link RichTextEditor} with your own state.
 */
export function RichTextField({ name, rules, isRequired, ...props }: RichTextFieldProps) {
  const field = useFormField<string | null>(name, {
    rules,
    isRequired,
    isEmpty: (value) => value === null || isEmailHtmlEmpty(value),
  });
  return <RichTextEditor {...props} {...field} value={field.value ?? ''} />;
}
