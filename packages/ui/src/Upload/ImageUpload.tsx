import type { Media } from '@backoffice/domain';
import { useState } from 'react';
import { DropZone } from 'react-aria-components';

import { Button } from '../Button/Button';
import { FieldFrame } from '../Form/FieldFrame';
import type { ControlProps } from '../Form/types';
import { useFieldFrameIds } from '../Form/useFieldFrameIds';
import type { FileRefusal } from './checkFile';
import { checkFile } from './checkFile';
import { ChooseFilesButton } from './ChooseFilesButton';
import { toDroppedFiles } from './toFiles';
import * as css from './Upload.css';
import { useObjectUrl } from './useObjectUrl';

/** An image control's value: a newly chosen file, an image already stored (its URL), or none. */
export type ImageUploadValue = File | { url: string } | null;

/** Image types accepted when `acceptedTypes` is left out. */
export const defaultImageTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Texts of {@link ImageUpload}. */
export interface ImageUploadLabels {
  /** The button that opens the file dialog when there is no image. */
  choose: string;
  /** The button that opens the file dialog when there is an image. */
  replace: string;
  /** Removes the image. */
  remove: string;
  /** The hint inside the empty drop zone. */
  drop: string;
  /** The preview's alternative text. */
  preview: string;
}

/** Messages for refused files (spec: the app passes its 'Invalid' translation or a more specific text). */
export interface ImageUploadMessages {
  /** The file is not one of the accepted types. */
  type: string;
  /** The file is larger than `maxSize`. */
  size: string;
}

/** Props of {@link ImageUpload}. */
export interface ImageUploadProps extends ControlProps<ImageUploadValue> {
  /**
   * Accepted types (MIME, `image/*`, or `.ext`).
   * @default defaultImageTypes
   */
  acceptedTypes?: readonly string[];
  /** The largest file in bytes; no limit when left out. */
  maxSize?: number;
  labels: ImageUploadLabels;
  messages: ImageUploadMessages;
}

/**
 * Chooses one image by the file dialog or by dropping it (RAC `DropZone` + `FileTrigger`), shows a preview and
 * removes it. A chosen file is previewed through an object URL that is revoked when the value changes or the
 * control unmounts; a stored image (`{ url }`) shows its URL. A refused file (type or size) leaves the value
 * unchanged and shows the matching message. States: `data-drop-target` (a drag is over it) and `data-disabled` on the
 * drop zone, `data-invalid` on its frame.
 *
 * **When to use:** One image with a preview (a brand's logo, a promo banner, a tag's image) held in your own
 * state; in a kit <Form> use {@link ImageUploadField}.
 *
 * **When not to use:** Several files, or files that are not images, are a {@link FileUpload}; stored files in
 * folders are a {@link FileManager}.
 */
export function ImageUpload({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  acceptedTypes = defaultImageTypes,
  maxSize,
  labels,
  messages,
}: ImageUploadProps) {
  const [refusal, setRefusal] = useState<FileRefusal | null>(null);
  const shownError = refusal ? messages[refusal] : errorMessage;
  const { ids, controlProps } = useFieldFrameIds({ description, errorMessage: shownError });
  const objectUrl = useObjectUrl(value instanceof File ? value : null);
  const source = value instanceof File ? objectUrl : (value?.url ?? null);

  const choose = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    const refused = checkFile(file, { acceptedTypes, maxSize });
    setRefusal(refused);
    if (refused === null) onChange(file);
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
          {source ? (
            <img src={source} alt={labels.preview} className={css.preview} />
          ) : (
            <span className={css.hint}>{labels.drop}</span>
          )}
          <div className={css.actions}>
            <ChooseFilesButton
              label={value ? labels.replace : labels.choose}
              acceptedTypes={acceptedTypes}
              onChoose={choose}
              isDisabled={isDisabled}
              onBlur={onBlur}
              describedBy={controlProps['aria-describedby']}
              isRequired={isRequired}
            />
            {value ? (
              <Button
                variant="secondary"
                tone="critical"
                size="sm"
                isDisabled={isDisabled}
                onPress={() => {
                  setRefusal(null);
                  onChange(null);
                }}
              >
                {labels.remove}
              </Button>
            ) : null}
          </div>
        </DropZone>
      </div>
    </FieldFrame>
  );
}

/**
 * The control value for a stored media: its `contentUrl` (or `url`), or null when it has none.
 *
 * @example toImageUploadValue({ id: 3, contentUrl: '/media/3.jpg' }) // { url: '/media/3.jpg' }
 */
export function toImageUploadValue(media: Media | null | undefined): ImageUploadValue {
  const url = media?.contentUrl ?? media?.url;
  return url ? { url } : null;
}
