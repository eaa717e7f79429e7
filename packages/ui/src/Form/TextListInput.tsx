import { useId } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';

import { rowField, rowList } from '../DateFields/DateFields.css';
import { ListFieldset } from '../DateFields/ListFieldset';
import { ListRow } from '../DateFields/ListRow';
import { useEditableRows } from '../DateFields/useEditableRows';
import { FieldFrame } from './FieldFrame';
import { input } from './FieldFrame.css';
import type { ControlProps } from './types';

/** Texts of the text list. */
export interface TextListLabels {
  /** Heading and input label of an entry, from its number (1-based): 'Variant 2'. */
  item: (position: number) => string;
  /** The button that adds an entry. */
  add: string;
  /** Accessible name of an entry's remove button: 'Remove variant 2'. */
  remove: (position: number) => string;
}

/** Props of {@link TextListInput}. */
export interface TextListInputProps extends ControlProps<readonly string[]> {
  /** Texts of the entries and buttons. */
  labels: TextListLabels;
  /**
   * When `errorMessage` is set, which entries it is about (their indexes): those inputs carry it. With none, it
   * shows under the list.
   * @default the blank entries
   */
  invalidEntries?: readonly number[];
}

/** Whether a text list entry is blank: empty or spaces only. */
export const isBlankEntry = (entry: string): boolean => entry.trim() === '';

/**
 * An ordered list of short texts (names, codes), one input per entry: "Add" appends an empty entry and focuses
 * it, each entry has its own remove button, and focus goes to a neighbour (or the add button) when one is
 * removed. The entries keep their order. State: `data-invalid` on the invalid inputs.
 *
 * **When to use:** An ordered list of short texts the user types (names, codes), such as a restaurant's
 * billing variants; in a kit <Form> use its `TextListField`.
 *
 * **When not to use:** Choosing from known options is a `MultiSelect` or `EntityPicker`; entries the user
 * reorders by drag and drop are a {@link ReorderableList}; one longer text is a `TextArea`.
 */
export function TextListInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isDisabled,
  name,
  labels,
  invalidEntries,
}: TextListInputProps) {
  const legendId = useId();
  const rows = useEditableRows(value, onChange, { create: () => '', placement: 'end' });
  const atFault =
    errorMessage === undefined
      ? []
      : (invalidEntries ?? value.flatMap((entry, index) => (isBlankEntry(entry) ? [index] : [])));
  const showListError = errorMessage !== undefined && atFault.length === 0;

  return (
    <ListFieldset
      label={label}
      legendId={legendId}
      description={description}
      listError={showListError ? errorMessage : undefined}
      isDisabled={isDisabled}
      addLabel={labels.add}
      onAdd={rows.add}
      addButtonRef={rows.addButtonRef}
      addPlacement="end"
    >
      {value.length > 0 ? (
        <ol className={rowList}>
          {value.map((entry, index) => {
            const position = index + 1;
            const titleId = `${legendId}-entry-${position}`;
            const entryError = atFault.includes(index) ? errorMessage : undefined;
            return (
              <ListRow
                key={index}
                titleId={titleId}
                title={labels.item(position)}
                invalid={entryError !== undefined}
                removeLabel={labels.remove(position)}
                isDisabled={isDisabled}
                onRemove={() => rows.remove(index)}
              >
                <AriaTextField
                  className={rowField}
                  value={entry}
                  onChange={(next) => rows.replace(index, next)}
                  onBlur={onBlur}
                  isInvalid={entryError !== undefined}
                  isRequired
                  isDisabled={isDisabled}
                  name={name === undefined ? undefined : `${name}.${index}`}
                  validationBehavior="aria"
                  aria-labelledby={titleId}
                >
                  <FieldFrame errorMessage={entryError}>
                    <Input ref={rows.rowInput(index)} className={input} />
                  </FieldFrame>
                </AriaTextField>
              </ListRow>
            );
          })}
        </ol>
      ) : null}
    </ListFieldset>
  );
}
