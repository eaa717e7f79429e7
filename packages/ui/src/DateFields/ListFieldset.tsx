import type { ReactNode } from 'react';
import { useId } from 'react';

import { error as errorStyle } from '../Form/FieldFrame.css';
import { Icon } from '../Icon/Icon';
import { description as descriptionStyle, legend, listFieldset } from './DateFields.css';

/** Props of {@link ListFieldset}. */
interface ListFieldsetProps {
  /** The legend, the list's name. */
  label: string;
  /** The legend's id, from which the rows build their own labels. */
  legendId: string;
  description?: string | undefined;
  /** The list's message when no single row is at fault; shown under the rows and described by the fieldset. */
  listError?: string | undefined;
  isDisabled?: boolean | undefined;
  /** The rows (and anything placed before them). */
  children: ReactNode;
  /** What comes after the list's message, e.g. the add button. */
  footer?: ReactNode;
}

/**
 * The frame the editable row lists share (period hours, cutoff rules): a fieldset named by its legend, with the
 * description and the list-level message wired into aria-describedby.
 */
export function ListFieldset({
  label,
  legendId,
  description,
  listError,
  isDisabled,
  children,
  footer,
}: ListFieldsetProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : '', listError ? errorId : ''].filter(Boolean).join(' ');
  return (
    <fieldset className={listFieldset} aria-describedby={describedBy || undefined} disabled={isDisabled}>
      <legend id={legendId} className={legend}>
        {label}
      </legend>
      {description ? (
        <p id={descriptionId} className={descriptionStyle}>
          {description}
        </p>
      ) : null}
      {children}
      {listError ? (
        <p id={errorId} className={errorStyle}>
          <Icon name="alert" size="sm" />
          {listError}
        </p>
      ) : null}
      {footer}
    </fieldset>
  );
}
