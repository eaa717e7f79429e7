import type { CanteenRule } from '@backoffice/domain';
import { LIMITS, newCutoffRule, validateCutoffRules } from '@backoffice/domain';
import { useId } from 'react';
import { Input, NumberField } from 'react-aria-components';

import { FieldFrame } from '../Form/FieldFrame';
import { input } from '../Form/FieldFrame.css';
import type { ControlProps } from '../Form/types';
import { rowField, rowList } from './DateFields.css';
import { DateTimeInput } from './DateTimeInput';
import { ListFieldset } from './ListFieldset';
import { ListRow } from './ListRow';
import { useEditableRows } from './useEditableRows';

/** Texts of the cutoff rule list. */
export interface CutoffRuleListLabels {
  /** Heading of a row, from its number (1-based): 'Rule 2'. */
  rule: (position: number) => string;
  /** Label of a row's cutoff date-time. */
  cutoffTime: string;
  /** Label of a row's meal limit. */
  limit: string;
  /** The button that adds a rule. */
  add: string;
  /** Accessible name of a row's remove button: 'Remove rule 2'. */
  remove: (position: number) => string;
  /** Placeholder of the cutoff inputs (the format, e.g. 'YYYY-MM-DD HH:mm:ss'). */
  cutoffPlaceholder?: string;
}

/** Props of {@link CutoffRuleListInput}. */
export interface CutoffRuleListInputProps extends ControlProps<CanteenRule[]> {
  /** Texts of the rows and buttons. */
  labels: CutoffRuleListLabels;
  /**
   * The reference date-time 'YYYY-MM-DD HH:mm:ss' (the canteen's delivery time): the last cutoff may not be
   * later, and the first rule added to an empty list goes one hour before it.
   * @default LIMITS.defaultCutoffReference ('2023-08-30 10:00:00')
   */
  reference?: string;
}

/**
 * The ordered cutoff rules of a canteen: a cutoff date-time ('YYYY-MM-DD HH:mm:ss') and a meal limit (1 to 999)
 * per row, earliest first. "Add" puts the domain's `newCutoffRule` (one hour before the earliest cutoff, limit
 * 999) at the top and focuses it; each row has its own remove button. The limit is a whole number (arrow keys
 * step by 1; an empty limit is NaN). When `errorMessage` is set, the domain's `validateCutoffRules` decides
 * which rows show it: an out-of-order or malformed cutoff, a missing or out-of-range limit; with no such row
 * it shows under the list. State: `data-invalid` on the inputs.
 *
 * **When to use:** A canteen's ordered cutoff rules (a cutoff date-time and a meal limit per row) in the
 * canteen's related restaurants; in a kit <Form> use its `CutoffRuleListField`.
 *
 * **When not to use:** A single cutoff moved relative to a reference date is a {@link RelativeDateInput}; a
 * single date-time is a {@link DateTimeInput}.
 */
export function CutoffRuleListInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isDisabled,
  name,
  labels,
  reference = LIMITS.defaultCutoffReference,
}: CutoffRuleListInputProps) {
  const legendId = useId();
  const rows = useEditableRows(value, onChange, {
    create: () => newCutoffRule(value, reference),
    placement: 'start',
  });
  const rowErrors = errorMessage === undefined ? {} : validateCutoffRules(value, reference).errors;
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
      addPlacement="start"
    >
      <ol className={rowList}>
        {value.map((rule, index) => {
          const position = index + 1;
          const titleId = `${legendId}-row-${position}`;
          const cutoffError = errorFor(`rules.${index}.cutoffTime`);
          const limitError = errorFor(`rules.${index}.limit`);
          return (
            <ListRow
              key={index}
              titleId={titleId}
              title={labels.rule(position)}
              invalid={cutoffError !== undefined || limitError !== undefined}
              removeLabel={labels.remove(position)}
              isDisabled={isDisabled}
              onRemove={() => rows.remove(index)}
            >
              <div className={rowField}>
                <DateTimeInput
                  label={labels.cutoffTime}
                  value={rule.cutoffTime}
                  onChange={(cutoffTime) => rows.replace(index, { ...rule, cutoffTime })}
                  onBlur={onBlur}
                  errorMessage={cutoffError}
                  isRequired
                  isDisabled={isDisabled}
                  name={name === undefined ? undefined : `${name}.${index}.cutoffTime`}
                  placeholder={labels.cutoffPlaceholder}
                  inputRef={rows.rowInput(index)}
                />
              </div>
              <NumberField
                className={rowField}
                value={rule.limit}
                onChange={(limit) => rows.replace(index, { ...rule, limit })}
                onBlur={onBlur}
                isInvalid={limitError !== undefined}
                isRequired
                isDisabled={isDisabled}
                name={name === undefined ? undefined : `${name}.${index}.limit`}
                step={1}
                formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
                validationBehavior="aria"
              >
                <FieldFrame label={labels.limit} errorMessage={limitError} isRequired>
                  <Input className={input} />
                </FieldFrame>
              </NumberField>
            </ListRow>
          );
        })}
      </ol>
    </ListFieldset>
  );
}
