import type { DropItem, FileDropItem } from 'react-aria-components';

/** The files of a drop (text and directory items are ignored). */
export async function toDroppedFiles(items: readonly DropItem[]): Promise<File[]> {
  const files = items.filter((item): item is FileDropItem => item.kind === 'file');
  return Promise.all(files.map((item) => item.getFile()));
}

/** The files of a file input selection; none for a cancelled dialog. */
export function toSelectedFiles(list: FileList | null): File[] {
  return list ? [...list] : [];
}
