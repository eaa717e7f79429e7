import { useState } from 'react';
import { DropZone } from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import type { ControlProps } from '../Form/types';
import { useFieldFrameIds } from '../Form/useFieldFrameIds';
import { IconButton } from '../IconButton/IconButton';
import { checkFile } from './checkFile';
import { ChooseFilesButton } from './ChooseFilesButton';
import { toDroppedFiles } from './toFiles';
import * as css from './Upload.css';

/** Texts of {@link FileUpload}. */
export interface FileUploadLabels {
  /** The button that opens the file dialog. */
  choose: string;
  /** The hint inside the drop zone. */
  drop: string;
  /** The accessible name of the list of chosen files. */
  files: string;
  /** The remove button of one file, e.g. `(name) => \`Remove ${name}\``. */
  remove: (fileName: string) => string;
  /** A file's size as shown, e.g. `(bytes) => formatFileSize(bytes, locale)`. */
  size: (bytes: number) => string;
}

/** Messages for refused files, given the file's name. */
export interface FileUploadMessages {
  /** The file is not one of the accepted types. */
  type: (fileName: string) => string;
  /** The file is larger than `maxSize`. */
  size: (fileName: string) => string;
}

/** Props of {@link FileUpload}. */
export interface FileUploadProps extends ControlProps<File[]> {
  /** Accepted types (MIME, `type/*`, or `.ext`); any type when left out. */
  acceptedTypes?: readonly string[];
  /** The largest file in bytes; no limit when left out. */
  maxSize?: number;
  /**
   * Several files may be chosen; otherwise a new choice replaces the file.
   * @default true
   */
  allowsMultiple?: boolean;
  labels: FileUploadLabels;
  messages: FileUploadMessages;
}

/**
 * Chooses files by the file dialog or by dropping them (RAC `DropZone` + `FileTrigger`) and lists them with
 * their names and sizes; each can be removed. Refused files (type or size) are left out and named in the
 * message; the accepted ones of the same choice are still added. States: `data-drop-target` and
 * `data-disabled` on the drop zone, `data-invalid` on its frame.
 *
 * **When to use:** Choosing files that are sent with a form (an invoice's new files): the user picks or drops
 * them and can remove them before saving; in a kit <Form> use {@link FileUploadField}.
 *
 * **When not to use:** Files already stored that the user browses, renames or deletes are a
 * {@link FileManager}; one image with a preview is an {@link ImageUpload}.
 */
export function FileUpload({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  acceptedTypes,
  maxSize,
  allowsMultiple = true,
  labels,
  messages,
}: FileUploadProps) {
  const [refusals, setRefusals] = useState<string[]>([]);
  const shownError = refusals.length > 0 ? refusals.join(' ') : errorMessage;
  const { ids, controlProps } = useFieldFrameIds({ description, errorMessage: shownError });

  const choose = (files: File[]) => {
    if (files.length === 0) return;
    const accepted: File[] = [];
    const refused: string[] = [];
    for (const file of allowsMultiple ? files : files.slice(0, 1)) {
      const refusal = checkFile(file, { acceptedTypes, maxSize });
      if (refusal === null) accepted.push(file);
      else refused.push(messages[refusal](file.name));
    }
    setRefusals(refused);
    if (accepted.length > 0) onChange(allowsMultiple ? [...value, ...accepted] : accepted);
  };

  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={shownError}
      isRequired={isRequired}
      ids={ids}
    >
      <div id={ids.input} className={css.zoneFrame} data-invalid={shownError ? true : undefined}>
        <DropZone
          aria-labelledby={ids.label}
          aria-describedby={controlProps['aria-describedby']}
          isDisabled={isDisabled}
          onDrop={async (event) => choose(await toDroppedFiles(event.items))}
          className={css.dropZone}
        >
          {value.length > 0 ? (
            <ul aria-label={labels.files} className={css.fileList}>
              {value.map((file, index) => (
                <li key={`${index}-${file.name}`} className={css.fileItem}>
                  <span className={css.fileName}>{file.name}</span>
                  <span className={css.fileSize}>{labels.size(file.size)}</span>
                  <IconButton
                    icon="close"
                    size="sm"
                    label={labels.remove(file.name)}
                    isDisabled={isDisabled}
                    onPress={() => {
                      setRefusals([]);
                      onChange(value.filter((_, at) => at !== index));
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <span className={css.hint}>{labels.drop}</span>
          )}
          <ChooseFilesButton
            label={labels.choose}
            acceptedTypes={acceptedTypes}
            allowsMultiple={allowsMultiple}
            onChoose={choose}
            isDisabled={isDisabled}
            onBlur={onBlur}
            describedBy={controlProps['aria-describedby']}
            isRequired={isRequired}
          />
        </DropZone>
      </div>
    </FieldFrame>
  );
}
