import type { FileLocation } from '@backoffice/api';
import { useApi } from '@backoffice/api';
import type { FileManagerLabels, FileManagerMessages } from '@backoffice/ui';
import { FileManager, formatFileSize } from '@backoffice/ui';
import { useMemo } from 'react';

import { describeError } from '../../errors/errorText';
import { useI18n } from '../../i18n/I18nProvider';
import {
  fileManagerSource,
  INVOICE_FILE_TYPES,
  MAX_INVOICE_FILE_BYTES,
  violationText,
} from './fileManagerSource';

/** The file manager's texts in the user's language. */
export function useFileManagerTexts(): { labels: FileManagerLabels; messages: FileManagerMessages } {
  const { LL, locale } = useI18n();
  return useMemo(() => {
    const T = LL.invoices.fileManager;
    const M = LL.invoices.fileMessages;
    return {
      labels: {
        title: T.title(),
        root: T.root(),
        path: T.path(),
        newFolder: T.newFolder(),
        upload: T.upload(),
        drop: T.drop(),
        name: T.name(),
        fileName: T.fileName(),
        actions: T.actions(),
        open: (title) => T.open({ title }),
        rename: (title) => T.rename({ title }),
        delete: (title) => T.delete({ title }),
        download: (title) => T.download({ title }),
        folder: T.folder(),
        renameShort: T.renameShort(),
        deleteShort: T.deleteShort(),
        downloadShort: T.downloadShort(),
        folderName: T.folderName(),
        fileTitle: T.fileTitle(),
        newFolderTitle: T.newFolderTitle(),
        renameFolderTitle: (title) => T.renameFolderTitle({ title }),
        renameFileTitle: (title) => T.renameFileTitle({ title }),
        create: T.create(),
        save: T.save(),
        cancel: T.cancel(),
        deleteFolderTitle: (title) => T.deleteFolderTitle({ title }),
        deleteFolderMessage: T.deleteFolderMessage(),
        deleteFileTitle: (title) => T.deleteFileTitle({ title }),
        deleteFileMessage: T.deleteFileMessage(),
        empty: T.empty(),
        loading: T.loading(),
        retry: T.retry(),
        uploads: T.uploads(),
        uploading: (percent) => (percent === null ? T.uploading() : T.uploadingPercent({ percent })),
        uploaded: T.uploaded(),
        clearUploads: T.clearUploads(),
      },
      messages: {
        type: (name) => M.type({ name }),
        size: (name) => M.size({ name, limit: formatFileSize(MAX_INVOICE_FILE_BYTES, locale) }),
        nameTaken: (title) => M.nameTaken({ title }),
        required: M.required(),
        failed: (message) => M.failed({ message }),
        loadFailed: M.loadFailed(),
      },
    };
  }, [LL, locale]);
}

/** The kit's file manager on one place of the platform (a company's or a restaurant's files). */
export function InvoiceFileManager({ at, isReadOnly = false }: { at: FileLocation; isReadOnly?: boolean }) {
  const { client } = useApi();
  const { LL } = useI18n();
  const { labels, messages } = useFileManagerTexts();
  const source = useMemo(() => fileManagerSource(client, at), [client, at]);
  return (
    <FileManager
      key={`${at.type}/${String(at.relation)}`}
      source={source}
      labels={labels}
      messages={messages}
      acceptedTypes={INVOICE_FILE_TYPES}
      maxSize={MAX_INVOICE_FILE_BYTES}
      describeError={(error) => violationText(error) ?? describeError(error, LL)}
      isReadOnly={isReadOnly}
    />
  );
}
