import type { FormEvent } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { DropZone, FileTrigger, Label, ProgressBar } from 'react-aria-components';

import { Button } from '../Button/Button';
import { WithAriaButtons } from '../Button/WithAriaButtons';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { Dialog, Modal } from '../Dialog/Dialog';
import { TextInput } from '../Form/TextInput';
import { checkFile } from '../Upload/checkFile';
import { toDroppedFiles, toSelectedFiles } from '../Upload/toFiles';
import * as css from './FileManager.css';
import { saveBlob } from './saveBlob';

/** An id of a folder or a file, as the platform gives it. */
export type FileManagerId = string | number;

/** A folder of the file manager. */
export interface FileManagerFolder {
  id: FileManagerId;
  title: string;
}

/** A stored file of the file manager. */
export interface FileManagerFile {
  id: FileManagerId;
  title: string;
  /** The stored file's own name. */
  fileName?: string | null;
  /** The folder it is in; null or missing at the top. */
  folderId?: FileManagerId | null;
}

/**
 * Where the file manager reads and writes: one type and relation on the platform (the app binds the calls). Every
 * call rejects on failure; the error is shown through `describeError`.
 */
export interface FileManagerSource {
  listFolders: () => Promise<FileManagerFolder[]>;
  /** Every file of the location (the component sorts them into their folders). */
  listFiles: () => Promise<FileManagerFile[]>;
  createFolder: (title: string) => Promise<unknown>;
  renameFolder: (id: FileManagerId, title: string) => Promise<unknown>;
  deleteFolder: (id: FileManagerId) => Promise<unknown>;
  /** Uploads one file into a folder (null: the top); `onProgress` takes 0 to 1 when the transport knows it. */
  uploadFile: (
    file: File,
    folderId: FileManagerId | null,
    onProgress: (fraction: number) => void,
  ) => Promise<unknown>;
  renameFile: (id: FileManagerId, title: string) => Promise<unknown>;
  deleteFile: (id: FileManagerId) => Promise<unknown>;
  /** The file's content with the name the server gives it. */
  downloadFile: (id: FileManagerId) => Promise<{ blob: Blob; fileName: string }>;
}

/** Texts of {@link FileManager}: the app passes its translations. */
export interface FileManagerLabels {
  /** The accessible name of the whole file manager. */
  title: string;
  /** The top of the folder path, e.g. "All files". */
  root: string;
  /** The accessible name of the folder path. */
  path: string;
  newFolder: string;
  upload: string;
  /** The drop zone's name and hint. */
  drop: string;
  /** Column headings. */
  name: string;
  fileName: string;
  actions: string;
  /** Each row's button names, given the item's title. */
  open: (title: string) => string;
  rename: (title: string) => string;
  delete: (title: string) => string;
  download: (title: string) => string;
  /** A folder row's kind, shown in the file name column. */
  folder: string;
  /** The visible texts of the row buttons. */
  renameShort: string;
  deleteShort: string;
  downloadShort: string;
  /** The name field of the folder and rename dialogs. */
  folderName: string;
  fileTitle: string;
  newFolderTitle: string;
  renameFolderTitle: (title: string) => string;
  renameFileTitle: (title: string) => string;
  create: string;
  save: string;
  cancel: string;
  deleteFolderTitle: (title: string) => string;
  deleteFolderMessage: string;
  deleteFileTitle: (title: string) => string;
  deleteFileMessage: string;
  empty: string;
  loading: string;
  retry: string;
  /** The accessible name of the uploads list. */
  uploads: string;
  /** A running upload's value text, e.g. "40 %" or "Uploading…" when unknown. */
  uploading: (percent: number | null) => string;
  uploaded: string;
  /** Clears the finished and failed uploads from the list. */
  clearUploads: string;
}

/** Messages of {@link FileManager}'s refusals and failures. */
export interface FileManagerMessages {
  /** The file's type is not accepted. */
  type: (fileName: string) => string;
  /** The file is larger than `maxSize`. */
  size: (fileName: string) => string;
  /** A folder or file of that name is already here. */
  nameTaken: (title: string) => string;
  /** The name is empty. */
  required: string;
  /** A call failed: the message describing it (the app's `describeError`). */
  failed: (message: string) => string;
  /** Loading the folders and files failed. */
  loadFailed: string;
}

/** Props of {@link FileManager}. */
export interface FileManagerProps {
  source: FileManagerSource;
  labels: FileManagerLabels;
  messages: FileManagerMessages;
  /** Accepted types (MIME, `type/*` or `.ext`); any when left out. */
  acceptedTypes?: readonly string[];
  /** The largest file in bytes; no limit when left out. */
  maxSize?: number;
  /** What a failed call says (e.g. the server's violation message). @default the error's message */
  describeError?: (error: unknown) => string;
  /** Heading level of the folder title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Hides the changing controls (upload, folders, rename and delete): browse and download only. */
  isReadOnly?: boolean;
}

type Upload = {
  key: number;
  name: string;
  state: 'uploading' | 'done' | 'failed';
  progress: number | null;
  message?: string;
};

type Editing =
  | { kind: 'newFolder' }
  | { kind: 'renameFolder'; folder: FileManagerFolder }
  | { kind: 'renameFile'; file: FileManagerFile };

type Deleting = { kind: 'folder'; folder: FileManagerFolder } | { kind: 'file'; file: FileManagerFile };

const defaultDescribe = (error: unknown) => (error instanceof Error ? error.message : String(error));
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const folderOf = (file: FileManagerFile) => file.folderId ?? null;

/**
 * A file manager for one place on the platform (a type and a relation): folders and files to browse; folders to
 * create, rename and delete; files to upload (several at once, by the file dialog or by dropping them on the
 * list, each with its progress), rename, delete and download under the server's name. A refused file (type or
 * size), a failed upload (the others go on) and a name already in use are each named in a clear message.
 *
 * **When to use:** Browsing and managing the files of one place on the platform (a type and a relation), with
 * folders: an invoice's files.
 *
 * **When not to use:** Choosing files for one form field that are sent with the form is a {@link FileUpload}
 * (or {@link ImageUpload} for one image).
 */
export function FileManager({
  source,
  labels,
  messages,
  acceptedTypes,
  maxSize,
  describeError = defaultDescribe,
  headingLevel = 3,
  isReadOnly = false,
}: FileManagerProps) {
  const [folders, setFolders] = useState<FileManagerFolder[] | null>(null);
  const [files, setFiles] = useState<FileManagerFile[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [openFolder, setOpenFolder] = useState<FileManagerFolder | null>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  // The dialog's subject stays while the dialog closes (its exit), so it is kept apart from whether it is open;
  // `round` gives each opening a fresh dialog.
  const [dialog, setDialog] = useState<{ editing: Editing; isOpen: boolean; round: number } | null>(null);
  const editing = dialog?.isOpen ? dialog.editing : null;
  const setEditing = (next: Editing | null) =>
    setDialog((current) =>
      next === null
        ? current && { ...current, isOpen: false }
        : { editing: next, isOpen: true, round: (current?.round ?? 0) + 1 },
    );
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const nextKey = useRef(0);
  const latest = useRef(source);
  useEffect(() => {
    latest.current = source;
  });

  const reload = useCallback(async () => {
    try {
      const [nextFolders, nextFiles] = await Promise.all([
        latest.current.listFolders(),
        latest.current.listFiles(),
      ]);
      setFolders(nextFolders);
      setFiles(nextFiles);
      setLoadFailed(false);
    } catch {
      setLoadFailed(true);
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  // An open folder that was deleted meanwhile closes.
  const current =
    openFolder !== null && folders !== null && !folders.some((folder) => folder.id === openFolder.id)
      ? null
      : openFolder;
  const folderId = current?.id ?? null;
  const shownFolders = current ? [] : (folders ?? []);
  const shownFiles = (files ?? []).filter((file) => String(folderOf(file)) === String(folderId));

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setBusy(true);
    setError(null);
    try {
      await action();
      await reload();
      setNotice(done ?? null);
      return true;
    } catch (failure) {
      setError(messages.failed(describeError(failure)));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const upload = (chosen: File[]) => {
    if (chosen.length === 0) return;
    setError(null);
    const target = folderId;
    const taken = new Set(
      (files ?? [])
        .filter((file) => String(folderOf(file)) === String(target))
        .flatMap((file) => [file.title.toLowerCase(), (file.fileName ?? '').toLowerCase()]),
    );
    const started = chosen.map((file) => {
      const key = (nextKey.current += 1);
      const refusal = checkFile(file, { acceptedTypes, maxSize });
      const nameTaken = taken.has(file.name.toLowerCase());
      taken.add(file.name.toLowerCase());
      const entry: Upload = {
        key,
        name: file.name,
        state: refusal || nameTaken ? 'failed' : 'uploading',
        progress: null,
      };
      if (refusal) entry.message = messages[refusal](file.name);
      else if (nameTaken) entry.message = messages.nameTaken(file.name);
      return { file, entry };
    });
    setUploads((current) => [...current, ...started.map(({ entry }) => entry)]);
    const update = (key: number, change: Partial<Upload>) =>
      setUploads((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
    const running = started
      .filter(({ entry }) => entry.state === 'uploading')
      .map(async ({ file, entry }) => {
        try {
          await latest.current.uploadFile(file, target, (fraction) =>
            update(entry.key, { progress: Math.max(0, Math.min(1, fraction)) }),
          );
          update(entry.key, { state: 'done', progress: 1 });
        } catch (failure) {
          update(entry.key, { state: 'failed', message: messages.failed(describeError(failure)) });
        }
      });
    if (running.length > 0) void Promise.all(running).then(reload);
  };

  const save = async (title: string) => {
    if (!editing) return;
    const clash =
      editing.kind === 'renameFile'
        ? shownFiles.some((file) => file.id !== editing.file.id && same(file.title, title))
        : (folders ?? []).some(
            (folder) =>
              (editing.kind !== 'renameFolder' || folder.id !== editing.folder.id) &&
              same(folder.title, title),
          );
    if (clash) return messages.nameTaken(title.trim());
    const ok = await run(() =>
      editing.kind === 'newFolder'
        ? latest.current.createFolder(title.trim())
        : editing.kind === 'renameFolder'
          ? latest.current.renameFolder(editing.folder.id, title.trim())
          : latest.current.renameFile(editing.file.id, title.trim()),
    );
    if (ok) setEditing(null);
    return undefined;
  };

  const remove = async () => {
    if (!deleting) return;
    const ok = await run(() =>
      deleting.kind === 'folder'
        ? latest.current.deleteFolder(deleting.folder.id)
        : latest.current.deleteFile(deleting.file.id),
    );
    if (ok) setDeleting(null);
  };

  const download = async (file: FileManagerFile) => {
    setError(null);
    try {
      const { blob, fileName } = await latest.current.downloadFile(file.id);
      saveBlob(blob, fileName);
    } catch (failure) {
      setError(messages.failed(describeError(failure)));
    }
  };

  const Heading = `h${headingLevel}` as const;
  const isLoading = (folders === null || files === null) && !loadFailed;
  const isEmpty = shownFolders.length === 0 && shownFiles.length === 0;

  const listing = (
    <>
      {isLoading ? (
        <p className={css.muted} role="status">
          {labels.loading}
        </p>
      ) : loadFailed ? (
        <div role="alert">
          <p className={css.failed}>{messages.loadFailed}</p>
          <Button variant="secondary" size="sm" onPress={() => void reload()}>
            {labels.retry}
          </Button>
        </div>
      ) : isEmpty ? (
        <p className={css.muted}>{labels.empty}</p>
      ) : (
        <table className={css.table} aria-label={current ? current.title : labels.root}>
          <thead>
            <tr>
              <th scope="col" className={css.headCell}>
                {labels.name}
              </th>
              <th scope="col" className={css.headCell}>
                {labels.fileName}
              </th>
              <th scope="col" className={css.actionsHead}>
                {labels.actions}
              </th>
            </tr>
          </thead>
          <tbody>
            {shownFolders.map((folder) => (
              <tr key={`folder-${folder.id}`}>
                <th scope="row" className={css.cell}>
                  <Button
                    variant="quiet"
                    size="sm"
                    aria-label={labels.open(folder.title)}
                    onPress={() => {
                      setNotice(null);
                      setOpenFolder(folder);
                    }}
                  >
                    {folder.title}
                  </Button>
                </th>
                <td className={css.cell}>{labels.folder}</td>
                <td className={css.actionsCell}>
                  {isReadOnly ? null : (
                    <>
                      <Button
                        variant="quiet"
                        size="sm"
                        aria-label={labels.rename(folder.title)}
                        onPress={() => setEditing({ kind: 'renameFolder', folder })}
                      >
                        {labels.renameShort}
                      </Button>
                      <Button
                        variant="quiet"
                        tone="critical"
                        size="sm"
                        aria-label={labels.delete(folder.title)}
                        onPress={() => setDeleting({ kind: 'folder', folder })}
                      >
                        {labels.deleteShort}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
            {shownFiles.map((file) => (
              <tr key={`file-${file.id}`}>
                <th scope="row" className={css.cell}>
                  {file.title}
                </th>
                <td className={css.cell}>{file.fileName ?? ''}</td>
                <td className={css.actionsCell}>
                  <Button
                    variant="quiet"
                    size="sm"
                    aria-label={labels.download(file.title)}
                    onPress={() => void download(file)}
                  >
                    {labels.downloadShort}
                  </Button>
                  {isReadOnly ? null : (
                    <>
                      <Button
                        variant="quiet"
                        size="sm"
                        aria-label={labels.rename(file.title)}
                        onPress={() => setEditing({ kind: 'renameFile', file })}
                      >
                        {labels.renameShort}
                      </Button>
                      <Button
                        variant="quiet"
                        tone="critical"
                        size="sm"
                        aria-label={labels.delete(file.title)}
                        onPress={() => setDeleting({ kind: 'file', file })}
                      >
                        {labels.deleteShort}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );

  return (
    <section className={css.root} aria-label={labels.title}>
      <div className={css.toolbar}>
        <nav aria-label={labels.path}>
          <ol className={css.path}>
            <li>
              {current ? (
                <Button variant="quiet" size="sm" onPress={() => setOpenFolder(null)}>
                  {labels.root}
                </Button>
              ) : (
                <Heading className={css.current} aria-current="location">
                  {labels.root}
                </Heading>
              )}
            </li>
            {current ? (
              <li>
                <span aria-hidden="true">/ </span>
                <Heading className={css.current} aria-current="location">
                  {current.title}
                </Heading>
              </li>
            ) : null}
          </ol>
        </nav>
        {isReadOnly ? null : (
          <div className={css.buttons}>
            {current ? null : (
              <Button variant="secondary" size="sm" onPress={() => setEditing({ kind: 'newFolder' })}>
                {labels.newFolder}
              </Button>
            )}
            <FileTrigger
              acceptedFileTypes={acceptedTypes}
              allowsMultiple
              onSelect={(list) => upload(toSelectedFiles(list))}
            >
              <WithAriaButtons>
                <Button variant="primary" size="sm">
                  {labels.upload}
                </Button>
              </WithAriaButtons>
            </FileTrigger>
          </div>
        )}
      </div>

      {isReadOnly ? (
        <div className={css.dropZone}>{listing}</div>
      ) : (
        <DropZone
          aria-label={labels.drop}
          className={css.dropZone}
          onDrop={async (event) => upload(await toDroppedFiles(event.items))}
        >
          {listing}
          <p className={css.muted}>{labels.drop}</p>
        </DropZone>
      )}

      {error ? (
        <p role="alert" className={css.failed}>
          {error}
        </p>
      ) : null}
      <p role="status" className={css.done}>
        {notice ?? ''}
      </p>

      {uploads.length > 0 ? (
        <div className={css.root}>
          <ul className={css.uploads} aria-label={labels.uploads}>
            {uploads.map((entry) => (
              <UploadRow key={entry.key} entry={entry} labels={labels} />
            ))}
          </ul>
          {uploads.some((entry) => entry.state !== 'uploading') ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                onPress={() =>
                  setUploads((current) => current.filter((entry) => entry.state === 'uploading'))
                }
              >
                {labels.clearUploads}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}

      <NameDialog
        key={dialog?.round ?? 0}
        editing={dialog?.editing ?? null}
        isOpen={dialog?.isOpen ?? false}
        labels={labels}
        messages={messages}
        isPending={isBusy}
        onCancel={() => setEditing(null)}
        onSave={save}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={
          deleting?.kind === 'folder'
            ? labels.deleteFolderTitle(deleting.folder.title)
            : deleting?.kind === 'file'
              ? labels.deleteFileTitle(deleting.file.title)
              : ''
        }
        message={deleting?.kind === 'folder' ? labels.deleteFolderMessage : labels.deleteFileMessage}
        tone="critical"
        labels={{ confirm: labels.deleteShort, cancel: labels.cancel }}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}

function UploadRow({ entry, labels }: { entry: Upload; labels: FileManagerLabels }) {
  if (entry.state === 'uploading') {
    const percent = entry.progress === null ? null : Math.round(entry.progress * 100);
    const valueText = labels.uploading(percent);
    return (
      <li className={css.upload}>
        <ProgressBar
          {...(percent === null ? { isIndeterminate: true } : { value: percent })}
          valueLabel={valueText}
          className={css.upload}
        >
          <div className={css.uploadHeader}>
            <Label>{entry.name}</Label>
            <span>{valueText}</span>
          </div>
          <div className={css.track}>
            <div className={css.fill} style={{ width: `${percent ?? 30}%` }} />
          </div>
        </ProgressBar>
      </li>
    );
  }
  return (
    <li className={css.upload}>
      <div className={css.uploadHeader}>
        <span>{entry.name}</span>
        {entry.state === 'done' ? <span className={css.done}>{labels.uploaded}</span> : null}
      </div>
      {entry.state === 'failed' ? <p className={css.failed}>{entry.message}</p> : null}
    </li>
  );
}

function NameDialog({
  editing,
  isOpen,
  labels,
  messages,
  isPending,
  onCancel,
  onSave,
}: {
  editing: Editing | null;
  isOpen: boolean;
  labels: FileManagerLabels;
  messages: FileManagerMessages;
  isPending: boolean;
  onCancel: () => void;
  onSave: (title: string) => Promise<string | undefined>;
}) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} size="sm">
      {editing ? (
        <NameDialogBody
          editing={editing}
          labels={labels}
          messages={messages}
          isPending={isPending}
          onCancel={onCancel}
          onSave={onSave}
        />
      ) : null}
    </Modal>
  );
}

/** The dialog itself: mounted each time it opens, so it starts from the current name. */
function NameDialogBody({
  editing,
  labels,
  messages,
  isPending,
  onCancel,
  onSave,
}: {
  editing: Editing;
  labels: FileManagerLabels;
  messages: FileManagerMessages;
  isPending: boolean;
  onCancel: () => void;
  onSave: (title: string) => Promise<string | undefined>;
}) {
  const [value, setValue] = useState(
    editing.kind === 'renameFolder'
      ? editing.folder.title
      : editing.kind === 'renameFile'
        ? editing.file.title
        : '',
  );
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const title =
    editing.kind === 'renameFolder'
      ? labels.renameFolderTitle(editing.folder.title)
      : editing.kind === 'renameFile'
        ? labels.renameFileTitle(editing.file.title)
        : labels.newFolderTitle;
  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!value.trim()) {
      setProblem(messages.required);
      return;
    }
    setProblem(await onSave(value));
  };

  return (
    <Dialog
      title={title}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {labels.cancel}
          </Button>
          <Button variant="primary" isDisabled={isPending} onPress={() => void submit()}>
            {editing.kind === 'newFolder' ? labels.create : labels.save}
          </Button>
        </>
      }
    >
      <form onSubmit={(event) => void submit(event)}>
        <TextInput
          label={editing.kind === 'renameFile' ? labels.fileTitle : labels.folderName}
          value={value}
          onChange={(next) => {
            setValue(next ?? '');
            setProblem(undefined);
          }}
          isRequired
          {...(problem ? { errorMessage: problem } : {})}
        />
      </form>
    </Dialog>
  );
}
