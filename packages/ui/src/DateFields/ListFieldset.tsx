import type { ReactNode, RefCallback } from 'react';
import { useId } from 'react';

import { Button } from '../Button/Button';
import { error as errorStyle } from '../Form/FieldFrame.css';
import { Icon } from '../Icon/Icon';
import { description as descriptionStyle, legend, listFieldset } from './DateFields.css';
import type { RowPlacement } from './useEditableRows';

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
  /** The rows. */
  children: ReactNode;
  /** The add button's text. */
  addLabel: string;
  /** What the add button does (`useEditableRows`' `add`). */
  onAdd: () => void;
  /** The add button's ref (`useEditableRows`' `addButtonRef`: it takes focus when the last row goes). */
  addButtonRef: RefCallback<HTMLElement>;
  /** Whether the add button sits above the rows or under them: on the side where new rows appear. */
  addPlacement: RowPlacement;
}

/**
 * The frame the editable row lists share (period hours, cutoff rules, text lists): a fieldset named by its legend,
 * with the description and the list-level message wired into aria-describedby, and the add button on the side
 * where new rows appear.
 */
export function ListFieldset({
  label,
  legendId,
  description,
  listError,
  isDisabled,
  children,
  addLabel,
  onAdd,
  addButtonRef,
  addPlacement,
}: ListFieldsetProps) {
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : '', listError ? errorId : ''].filter(Boolean).join(' ');
  const addButton = (
    <div>
      <Button ref={addButtonRef} variant="secondary" size="sm" isDisabled={isDisabled} onPress={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
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
      {addPlacement === 'start' ? addButton : null}
      {children}
      {listError ? (
        <p id={errorId} className={errorStyle}>
          <Icon name="alert" size="sm" />
          {listError}
        </p>
      ) : null}
      {addPlacement === 'end' ? addButton : null}
    </fieldset>
  );
}
