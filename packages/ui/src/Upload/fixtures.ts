/** Story-only English texts and sample files of the upload controls. */
import type { FileUploadLabels, FileUploadMessages } from './FileUpload';
import { formatFileSize } from './formatFileSize';
import type { ImageUploadLabels, ImageUploadMessages } from './ImageUpload';

export const imageUploadLabels: ImageUploadLabels = {
  choose: 'Choose image',
  replace: 'Replace image',
  remove: 'Remove image',
  drop: 'Drop an image here',
  preview: 'Preview of the chosen image',
};

export const imageUploadMessages: ImageUploadMessages = {
  type: 'Invalid: use a JPEG, PNG, WebP or GIF image',
  size: 'Invalid: the image is too large',
};

export const fileUploadLabels: FileUploadLabels = {
  choose: 'Choose files',
  drop: 'Drop files here',
  files: 'Chosen files',
  remove: (name) => `Remove ${name}`,
  size: (bytes) => formatFileSize(bytes, 'en'),
};

export const fileUploadMessages: FileUploadMessages = {
  type: (name) => `Invalid: ${name} is not an accepted type`,
  size: (name) => `Invalid: ${name} is too large`,
};

export const uploadStory = {
  coverImage: 'Cover image',
  coverDescription: 'JPEG, PNG, WebP or GIF, up to 2 MB.',
  invoiceFiles: 'Invoice files',
  invoiceDescription: 'PDF or spreadsheet files.',
  invalid: 'Invalid',
  form: 'Restaurant images',
  save: 'Save',
} as const;

/** A 64 × 48 PNG (three colour blocks). */
const dishPng =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAU0lEQVR42u3PMQkAIBAAQAM428AyJnA3mu20hB0efhAOrsCVM+vXioCAgICAgICAgICAgICAgIBAKND2SNXXTSUgICAgICAgICAgICAgICAgEPIALFw24uhZwGoAAAAASUVORK5CYII=';
/** A 64 × 48 PNG (checkerboard). */
const storedPng =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAXklEQVR42u3XoQ0AIAwEQJbA4pmB/R0ToVigqBoIl1S+6KnPlzVreK2P8G7LFwAAAACAFOCVR095AAAAAIAcQBMDAAAA2AOaGAAAAMAe0MQAAAAA9oAmBgAAAPgOsAEtzC7TImWcTgAAAABJRU5ErkJggg==';

/** A stored image as the platform would serve it (inline, so stories never touch the network). */
export const storedImageUrl = `data:image/png;base64,${storedPng}`;

function fromBase64(base64: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** Builds the sample image file fresh for each story (files are immutable, but stories must not share state). */
export function dishImageFile(): File {
  return new File([fromBase64(dishPng)], 'dish.png', { type: 'image/png', lastModified: 0 });
}

/** A text file of the given size, for the file list and the size limit. */
export function textFile(name: string, size: number, type = 'application/pdf'): File {
  return new File([new Uint8Array(size)], name, { type, lastModified: 0 });
}
