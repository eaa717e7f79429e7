export { checkFile } from './checkFile';
export type { FileRefusal, FileRules } from './checkFile';
export { FileUpload } from './FileUpload';
export type { FileUploadLabels, FileUploadMessages, FileUploadProps } from './FileUpload';
export { FileUploadField } from './FileUploadField';
export type { FileUploadFieldProps } from './FileUploadField';
export { formatFileSize } from './formatFileSize';
export { defaultImageTypes, ImageUpload, toImageUploadValue } from './ImageUpload';
export type {
  ImageUploadLabels,
  ImageUploadMessages,
  ImageUploadProps,
  ImageUploadValue,
} from './ImageUpload';
export { ImageUploadField } from './ImageUploadField';
export type { ImageUploadFieldProps } from './ImageUploadField';
