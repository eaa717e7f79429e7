/** Story-only English texts and an in-memory source of the file manager. */
import type {
  FileManagerFile,
  FileManagerFolder,
  FileManagerId,
  FileManagerLabels,
  FileManagerMessages,
  FileManagerSource,
} from './FileManager';

export const fileManagerLabels: FileManagerLabels = {
  title: 'Invoice files',
  root: 'All files',
  path: 'Folder path',
  newFolder: 'New folder',
  upload: 'Upload files',
  drop: 'Drop files here to upload them',
  name: 'Name',
  fileName: 'File',
  actions: 'Actions',
  open: (title) => `Open ${title}`,
  rename: (title) => `Rename ${title}`,
  delete: (title) => `Delete ${title}`,
  download: (title) => `Download ${title}`,
  folder: 'Folder',
  renameShort: 'Rename',
  deleteShort: 'Delete',
  downloadShort: 'Download',
  folderName: 'Folder name',
  fileTitle: 'Title',
  newFolderTitle: 'New folder',
  renameFolderTitle: (title) => `Rename the folder ${title}`,
  renameFileTitle: (title) => `Rename ${title}`,
  create: 'Create',
  save: 'Save',
  cancel: 'Cancel',
  deleteFolderTitle: (title) => `Delete the folder ${title}?`,
  deleteFolderMessage: 'The files in it are deleted too.',
  deleteFileTitle: (title) => `Delete ${title}?`,
  deleteFileMessage: 'The file cannot be restored.',
  empty: 'This folder is empty.',
  loading: 'Loading the files…',
  retry: 'Try again',
  uploads: 'Uploads',
  uploading: (percent) => (percent === null ? 'Uploading…' : `${percent} %`),
  uploaded: 'Uploaded',
  clearUploads: 'Clear the list',
};

export const fileManagerMessages: FileManagerMessages = {
  type: (name) => `${name} is not an accepted type of file.`,
  size: (name) => `${name} is too large.`,
  nameTaken: (title) => `“${title}” already exists here.`,
  required: 'Enter a name.',
  failed: (message) => `It did not work: ${message}`,
  loadFailed: 'The files could not be loaded.',
};

/** Options of {@link memorySource}. */
export interface MemorySourceOptions {
  folders?: FileManagerFolder[];
  files?: FileManagerFile[];
  /** Uploads of files with these names fail with the given message. */
  failUploads?: Record<string, string>;
  /** Every list call fails. */
  failLoad?: boolean;
  /** Upload progress steps reported before an upload finishes. */
  progressSteps?: number[];
  /** Holds uploads until `release()`: progress can be watched. */
  holdUploads?: boolean;
}

/** A file manager source in memory, as the platform behaves (names unique per folder). */
export function memorySource(options: MemorySourceOptions = {}) {
  const folders = [...(options.folders ?? [])];
  const files = [...(options.files ?? [])];
  let next = 100;
  const waiting: Array<() => void> = [];
  const clash = (what: string) => new Error(`A ${what} with this name already exists.`);
  const source: FileManagerSource = {
    listFolders: () =>
      options.failLoad
        ? Promise.reject(new Error('Server error'))
        : Promise.resolve(folders.map((f) => ({ ...f }))),
    listFiles: () =>
      options.failLoad
        ? Promise.reject(new Error('Server error'))
        : Promise.resolve(files.map((f) => ({ ...f }))),
    createFolder: (title) => {
      if (folders.some((f) => f.title.toLowerCase() === title.toLowerCase()))
        return Promise.reject(clash('folder'));
      folders.push({ id: (next += 1), title });
      return Promise.resolve();
    },
    renameFolder: (id, title) => {
      const folder = folders.find((f) => f.id === id);
      if (folder) folder.title = title;
      return Promise.resolve();
    },
    deleteFolder: (id) => {
      folders.splice(
        folders.findIndex((f) => f.id === id),
        1,
      );
      for (let index = files.length - 1; index >= 0; index -= 1)
        if (files[index]?.folderId === id) files.splice(index, 1);
      return Promise.resolve();
    },
    uploadFile: async (file, folderId: FileManagerId | null, onProgress) => {
      for (const step of options.progressSteps ?? []) onProgress(step);
      if (options.holdUploads) await new Promise<void>((resolve) => waiting.push(resolve));
      const failure = options.failUploads?.[file.name];
      if (failure) throw new Error(failure);
      files.push({ id: (next += 1), title: file.name, fileName: file.name, folderId });
    },
    renameFile: (id, title) => {
      const file = files.find((f) => f.id === id);
      if (file) file.title = title;
      return Promise.resolve();
    },
    deleteFile: (id) => {
      files.splice(
        files.findIndex((f) => f.id === id),
        1,
      );
      return Promise.resolve();
    },
    downloadFile: (id) => {
      const file = files.find((f) => f.id === id);
      return Promise.resolve({
        blob: new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
        fileName: file?.fileName ?? 'file.pdf',
      });
    },
  };
  return {
    source,
    files,
    folders,
    release: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** The seeded folders and files of the stories. */
export const sampleFolders: FileManagerFolder[] = [
  { id: 1, title: '2026-09' },
  { id: 2, title: '2026-10' },
];

export const sampleFiles: FileManagerFile[] = [
  { id: 11, title: 'Invoice 2026-09', fileName: 'invoice-company-1-2026-09.pdf', folderId: 1 },
  { id: 12, title: 'Invoice 2026-10', fileName: 'invoice-company-1-2026-10.pdf', folderId: 2 },
  { id: 13, title: 'Framework contract', fileName: 'contract.pdf', folderId: null },
];

/** A small text file for stories. */
export function pdfFile(name: string, size = 1024): File {
  return new File(['x'.repeat(size)], name, {
    type: name.endsWith('.pdf') ? 'application/pdf' : 'application/octet-stream',
  });
}
