import { array, string, type, union } from 'superstruct';

import { action, seg } from '../client/action.js';
import type { ApiClient, DownloadedFile } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import { hydraCollection, toListResult } from '../client/hydra.js';
import { AnyAnswer, IdStruct, maybe } from '../client/structs.js';

/** A file-manager folder (shape not shown: id and title typed, the rest kept). */
export const FolderStruct = type({ id: IdStruct, title: maybe(string()) });
/** A file-manager file. */
export const ManagedFileStruct = type({ id: IdStruct, title: maybe(string()), fileName: maybe(string()) });

/** Where files live: an entity type and its id ('billing', 12). */
export interface FileLocation {
  type: string;
  relation: string | number;
}
const base = (at: FileLocation) => `/file-manager/${seg(at.type)}/${seg(at.relation)}`;
const listOf = <T>(s: Parameters<typeof hydraCollection<T, unknown>>[0]) =>
  union([hydraCollection(s), array(s)]);
const toList = <T>(answer: ListResult<T>['items'] | Parameters<typeof toListResult<T>>[0]): ListResult<T> =>
  Array.isArray(answer) ? { items: answer, total: answer.length } : toListResult(answer);

/** GET /file-manager/{type}/{rel}/folders. */
export const listFolders = async (client: ApiClient, at: FileLocation) =>
  toList(await action(client, 'listFolders', 'GET', `${base(at)}/folders`, listOf(FolderStruct)));
/** POST /file-manager/{type}/{rel}/folders. */
export const createFolder = (client: ApiClient, at: FileLocation, title: string) =>
  action(client, 'createFolder', 'POST', `${base(at)}/folders`, FolderStruct, { body: { title } });
/** PUT /file-manager/{type}/{rel}/folders/{fid}. */
export const renameFolder = (client: ApiClient, at: FileLocation, folderId: string | number, title: string) =>
  action(client, 'renameFolder', 'PUT', `${base(at)}/folders/${seg(folderId)}`, FolderStruct, {
    body: { title },
  });
/** DELETE /file-manager/{type}/{rel}/folders/{fid}. */
export const deleteFolder = async (client: ApiClient, at: FileLocation, folderId: string | number) => {
  await action(client, 'deleteFolder', 'DELETE', `${base(at)}/folders/${seg(folderId)}`, AnyAnswer);
};
/** GET /file-manager/{type}/{rel}/files. */
export const listFiles = async (client: ApiClient, at: FileLocation) =>
  toList(await action(client, 'listFiles', 'GET', `${base(at)}/files`, listOf(ManagedFileStruct)));
/** POST /file-manager/{type}/{rel}/files (multipart: file, title, optional folder). */
export const uploadFile = (
  client: ApiClient,
  at: FileLocation,
  input: { file: Blob; fileName: string; title: string; folderId?: string | number },
) => {
  const form = new FormData();
  form.append('file', input.file, input.fileName);
  form.append('title', input.title);
  if (input.folderId !== undefined) form.append('folder', String(input.folderId));
  return action(client, 'uploadFile', 'POST', `${base(at)}/files`, ManagedFileStruct, { body: form });
};
/** PUT /file-manager/{type}/{rel}/files/{id}. */
export const updateFile = (
  client: ApiClient,
  at: FileLocation,
  fileId: string | number,
  body: { title?: string },
) => action(client, 'updateFile', 'PUT', `${base(at)}/files/${seg(fileId)}`, ManagedFileStruct, { body });
/** DELETE /file-manager/{type}/{rel}/files/{id}. */
export const deleteFile = async (client: ApiClient, at: FileLocation, fileId: string | number) => {
  await action(client, 'deleteFile', 'DELETE', `${base(at)}/files/${seg(fileId)}`, AnyAnswer);
};
/** GET /file-manager/{type}/{rel}/files/{id}/download: the file. */
export const downloadFile = (
  client: ApiClient,
  at: FileLocation,
  fileId: string | number,
): Promise<DownloadedFile> =>
  client.download({
    call: 'downloadFile',
    method: 'GET',
    path: `${base(at)}/files/${seg(fileId)}/download`,
    fallbackFileName: `file-${fileId}`,
  });
