import type { FieldProps } from '../Form/fieldProps';
import { useFormField } from '../Form/useFormField';
import type { ImageUploadProps, ImageUploadValue } from './ImageUpload';
import { ImageUpload } from './ImageUpload';

/** Props of {@link ImageUploadField}. */
export type ImageUploadFieldProps = FieldProps<ImageUploadProps, ImageUploadValue>;

/**
 * An {@link ImageUpload} bound to the enclosing <Form>; with `isRequired`, no image is invalid.
 *
 * **When to use:** An {@link ImageUpload} in a kit <Form>: the entity forms' `image` fields.
 *
 * **When not to use:** Other files are a {@link FileUploadField}; outside a kit <Form> use
 * {@link ImageUpload}.
 */
export function ImageUploadField({ name, rules, isRequired, ...props }: ImageUploadFieldProps) {
  return <ImageUpload {...props} {...useFormField<ImageUploadValue>(name, { rules, isRequired })} />;
}
