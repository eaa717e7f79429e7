import { FileTrigger } from 'react-aria-components';

import { Button } from '../Button/Button';
import { WithAriaButtons } from '../Button/WithAriaButtons';
import { toSelectedFiles } from './toFiles';

/** Props of {@link ChooseFilesButton}. */
export interface ChooseFilesButtonProps {
  /** The button's text. */
  label: string;
  /** File types the browser's picker offers (extensions or MIME types); any when left out. */
  acceptedTypes?: readonly string[];
  /** Several files may be chosen at once. */
  allowsMultiple?: boolean;
  /** Runs with the chosen files (none when the picker was cancelled). */
  onChoose: (files: File[]) => void;
  isDisabled?: boolean;
  onBlur?: () => void;
  /** The field's description and error, read with the button. */
  describedBy?: string;
  isRequired?: boolean;
}

/** The upload fields' button that opens the browser's file picker (React Aria's `FileTrigger`). */
export function ChooseFilesButton({
  label,
  acceptedTypes,
  allowsMultiple,
  onChoose,
  isDisabled,
  onBlur,
  describedBy,
  isRequired,
}: ChooseFilesButtonProps) {
  return (
    <FileTrigger
      acceptedFileTypes={acceptedTypes}
      allowsMultiple={allowsMultiple}
      onSelect={(list) => onChoose(toSelectedFiles(list))}
    >
      {/* The trigger hands its press to its button through React Aria's context. */}
      <WithAriaButtons>
        <Button
          variant="secondary"
          size="sm"
          isDisabled={isDisabled}
          onBlur={onBlur}
          aria-describedby={describedBy}
          aria-required={isRequired || undefined}
        >
          {label}
        </Button>
      </WithAriaButtons>
    </FileTrigger>
  );
}
