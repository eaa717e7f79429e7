import type { Period } from '@backoffice/domain';
import { validatePeriods } from '@backoffice/domain';
import { useId } from 'react';

import type { ControlProps } from '../Form/types';
import { rowField, rowList } from './DateFields.css';
import { DateTimeInput } from './DateTimeInput';
import { ListFieldset } from './ListFieldset';
import { ListRow } from './ListRow';
import { useEditableRows } from './useEditableRows';

/** Texts of the period hours list. */
export interface PeriodHoursLabels {
  /** Heading of a row, from its number (1-based): 'Period 2'. */
  period: (position: number) => string;
  /** Label of a row's start time. */
  start: string;
  /** Label of a row's end time. */
  end: string;
  /** The button that adds a period. */
  add: string;
  /** Accessible name of a row's remove button: 'Remove period 2'. */
  remove: (position: number) => string;
  /** Placeholder of the time inputs (the format, e.g. 'HH:mm'). */
  timePlaceholder?: string;
}

/** Props of {@link PeriodHoursInput}. */
export interface PeriodHoursInputProps extends ControlProps<Period[]> {
  /** Texts of the rows and buttons. */
  labels: PeriodHoursLabels;
}

const emptyPeriod: Period = { start: '', end: '' };

/**
 * An editable list of periods of hours (opening intervals, 'HH:mm' or 'HH:mm:ss'). Rows are added at the end
 * and removed by their own button; focus follows (to the new row's start, or to the neighbour of a removed
 * row). When `errorMessage` is set, the domain's `validatePeriods` decides where it shows: on a malformed or
 * empty time, on the end of a period that starts after it ends, on the start of a period that overlaps an
 * earlier one; with no such row it shows under the list. State: `data-invalid` on the time inputs.
 *
 * **When to use:** A list of opening intervals ('HH:mm' to 'HH:mm'): business hours, a company's allowance
 * days; in a kit <Form> use its `PeriodHoursField`.
 *
 * **When not to use:** One time or date-time is a {@link DateTimeInput}; dated cutoffs with meal limits are a
 * {@link CutoffRuleListInput}.
 */
export function PeriodHoursInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  labels,
}: PeriodHoursInputProps) {
  const legendId = useId();
  const rows = useEditableRows(value, onChange, { create: () => emptyPeriod, placement: 'end' });
  const rowErrors = errorMessage === undefined ? {} : validatePeriods(value).errors;
  const showListError = errorMessage !== undefined && Object.keys(rowErrors).length === 0;
  const errorFor = (key: string) => (rowErrors[key] === undefined ? undefined : errorMessage);

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
      <ul className={rowList}>
        {value.map((period, index) => {
          const position = index + 1;
          const titleId = `${legendId}-row-${position}`;
          const startError = errorFor(`periods.${index}.start`);
          const endError = errorFor(`periods.${index}.end`);
          return (
            <ListRow
              key={index}
              titleId={titleId}
              title={labels.period(position)}
              invalid={startError !== undefined || endError !== undefined}
              removeLabel={labels.remove(position)}
              isDisabled={isDisabled}
              onRemove={() => rows.remove(index)}
            >
              <div className={rowField}>
                <DateTimeInput
                  granularity="time"
                  label={labels.start}
                  value={period.start}
                  onChange={(start) => rows.replace(index, { ...period, start })}
                  onBlur={onBlur}
                  errorMessage={startError}
                  isRequired={isRequired}
                  isDisabled={isDisabled}
                  name={name === undefined ? undefined : `${name}.${index}.start`}
                  placeholder={labels.timePlaceholder}
                  inputRef={rows.rowInput(index)}
                />
              </div>
              <div className={rowField}>
                <DateTimeInput
                  granularity="time"
                  label={labels.end}
                  value={period.end}
                  onChange={(end) => rows.replace(index, { ...period, end })}
                  onBlur={onBlur}
                  errorMessage={endError}
                  isRequired={isRequired}
                  isDisabled={isDisabled}
                  name={name === undefined ? undefined : `${name}.${index}.end`}
                  placeholder={labels.timePlaceholder}
                />
              </div>
            </ListRow>
          );
        })}
      </ul>
    </ListFieldset>
  );
}
