import type { FieldProps } from '../Form/fieldProps';
import { useFormField } from '../Form/useFormField';
import type { FileUploadProps } from './FileUpload';
import { FileUpload } from './FileUpload';

/** Props of {@link FileUploadField}. */
export type FileUploadFieldProps = FieldProps<FileUploadProps, File[] | null>;

/**
 * A {@link FileUpload} bound to the enclosing <Form>; a null value shows no files; with `isRequired`, none is
 * invalid.
 *
 * **When to use:** A {@link FileUpload} in a kit <Form>: the entity forms' `file` fields.
 *
 * **When not to use:** One image with a preview is an {@link ImageUploadField}; stored files managed in
 * folders are a {@link FileManager}.
 */
export function FileUploadField({ name, rules, isRequired, ...props }: FileUploadFieldProps) {
  const field = useFormField<File[] | null>(name, { rules, isRequired });
  return <FileUpload {...props} {...field} value={field.value ?? []} />;
}
