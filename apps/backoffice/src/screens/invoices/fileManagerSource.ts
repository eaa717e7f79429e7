import type { ApiClient, FileLocation } from '@backoffice/api';
import {
  createFolder,
  deleteFile,
  deleteFolder,
  downloadFile,
  listFiles,
  listFolders,
  renameFolder,
  updateFile,
  uploadFile,
  ViolationsError,
} from '@backoffice/api';
import type { FileManagerFile, FileManagerSource } from '@backoffice/ui';

/** The largest file the file manager takes: the platform's upload limit (10 MiB). */
export const MAX_INVOICE_FILE_BYTES = 10 * 1024 * 1024;
/** The types of invoice files: documents, spreadsheets and images. */
export const INVOICE_FILE_TYPES = [
  '.pdf',
  'application/pdf',
  '.csv',
  'text/csv',
  '.xls',
  '.xlsx',
  '.doc',
  '.docx',
  '.txt',
  '.xml',
  '.zip',
  'image/*',
] as const;

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The file manager's calls bound to one place on the platform (`/file-manager/{type}/{relation}`). */
export function fileManagerSource(client: ApiClient, at: FileLocation): FileManagerSource {
  return {
    listFolders: async () =>
      (await listFolders(client, at)).items.map((folder) => ({
        id: folder.id,
        title: textOf(folder.title) || String(folder.id),
      })),
    listFiles: async () =>
      (await listFiles(client, at)).items.map((file): FileManagerFile => {
        const folderId = (file as { folderId?: unknown }).folderId;
        return {
          id: file.id,
          title: textOf(file.title) || textOf(file.fileName) || String(file.id),
          fileName: file.fileName ?? null,
          folderId: typeof folderId === 'number' || typeof folderId === 'string' ? folderId : null,
        };
      }),
    createFolder: (title) => createFolder(client, at, title),
    renameFolder: (id, title) => renameFolder(client, at, id, title),
    deleteFolder: (id) => deleteFolder(client, at, id),
    uploadFile: async (file, folderId, onProgress) => {
      // fetch reports no upload progress: the bar runs until the platform answers.
      const stored = await uploadFile(client, at, {
        file,
        fileName: file.name,
        title: file.name,
        ...(folderId === null ? {} : { folderId }),
      });
      onProgress(1);
      return stored;
    },
    renameFile: (id, title) => updateFile(client, at, id, { title }),
    deleteFile: (id) => deleteFile(client, at, id),
    downloadFile: (id) => downloadFile(client, at, id),
  };
}

/** A failed call's own words: the violations of a 400, else the error's message. */
export function violationText(error: unknown): string | null {
  if (error instanceof ViolationsError)
    return error.violations.map((violation) => violation.message).join(' ');
  return null;
}
