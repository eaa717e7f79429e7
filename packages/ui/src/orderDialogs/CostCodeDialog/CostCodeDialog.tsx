import type { CostCodeField, ExpenseCodeConfig, ExpenseCodeEntry } from '@backoffice/domain';
import {
  allocationDifference,
  costCodeFields,
  formatPercent,
  LIMITS,
  validateCostCodes,
} from '@backoffice/domain';
import { useMemo } from 'react';
import { useForm, useFormState } from 'react-final-form';

import { Button } from '../../Button/Button';
import type { FormMessages, SubmitOutcome } from '../../Form';
import { NumberField, SelectField, TextField } from '../../Form';
import { Icon } from '../../Icon/Icon';
import { IconButton } from '../../IconButton/IconButton';
import { OrderDialogFrame } from '../shared/OrderDialogFrame';
import { body, fieldRow, group, groupTitle, muted, rowError, warning } from '../shared/orderDialogs.css';
import { toFormErrors } from '../shared/toFormErrors';
import { useSettledValue } from '../shared/useSettledValue';
import { CostCodeComboBoxField } from './CostCodeComboBox';
import { readOnlyList, readOnlyTerm, rowHeader } from './CostCodeDialog.css';
import { CostCodeText } from './CostCodeText';
import type { CostCodeFormValues } from './toExpenseCodeEntries';
import {
  initialCostCodeValues,
  resplitRows,
  toExpenseCodeDraft,
  toExpenseCodeEntries,
} from './toExpenseCodeEntries';

/** Texts of {@link CostCodeDialog}. */
export interface CostCodeDialogLabels {
  /** The dialog's heading. */
  title: string;
  /** The default code field's label when the configuration gives no title. */
  defaultCode: string;
  /** A row's name (1-based). */
  row: (n: number) => string;
  /** A row's allocation field (percent). */
  allocation: string;
  addRow: string;
  /** The remove button of a row (1-based). */
  removeRow: (n: number) => string;
  /** Under a row without any code (with more than one row). */
  rowNeedsCode: string;
  /** The warning when the allocations do not total 100; receives the difference with two decimals. */
  allocationWarning: (difference: string) => string;
  /** Read-only, when the order has no cost codes. */
  empty: string;
  /** Closes the dialog. */
  cancel: string;
  /** Saves the codes. */
  save: string;
}

/** Props of {@link CostCodeDialog}. */
export interface CostCodeDialogProps {
  /** Whether the dialog shows. */
  isOpen: boolean;
  /** Closes the dialog (Cancel button, Escape). */
  onClose: () => void;
  /** Every text. */
  labels: CostCodeDialogLabels;
  /** The form's validation texts (spec: 'Invalid'); a configured regex error replaces `invalid`. */
  messages: FormMessages;
  /** The expense-code configuration of the order's allowance rule or cloud canteen. */
  config: ExpenseCodeConfig | null;
  /** The order's entries (costCode / expenseCode). */
  value: readonly ExpenseCodeEntry[] | null;
  /** Whether the user may edit (domain `canEditExpenseCodes`, decided by the app); otherwise read-only. */
  isEditable: boolean;
  /** A super admin may type free text in list-only fields. */
  isSuperAdmin?: boolean;
  /** Saves the entries (PUT /orders/{id}); resolve `{ violations }` naming `expenseCode[i]…` to mark fields. */
  onSubmit: (entries: ExpenseCodeEntry[]) => Promise<SubmitOutcome> | SubmitOutcome;
  /** Violations naming no field, and failures: the app's form-error toast. */
  onFormError?: (messages: string[], error?: unknown) => void;
}

/**
 * An order's cost codes: rows of the configured code fields (list-only fields are selects, a super admin may
 * type free text; others are free text; required and regex rules from the configuration) with an allocation per
 * row when there is more than one; the allocations must total 100, else a warning gives the difference. Adding or
 * removing a row splits 100 evenly again. Validation (domain `validateCostCodes`) waits 500 ms. Read-only unless
 * `isEditable`; codes over 20 characters are truncated with a tooltip.
 *
 * **When to use:** Showing or editing an order's cost codes and their allocations, on the order page.
 *
 * **When not to use:** Other changes to an order have their own dialogs ({@link RefundDialog},
 * {@link CancelOrderDialog}); the configuration of the code fields is not edited here.
 */
export function CostCodeDialog({
  isOpen,
  onClose,
  labels,
  messages,
  config,
  value,
  isEditable,
  isSuperAdmin = false,
  onSubmit,
  onFormError,
}: CostCodeDialogProps) {
  const fields = useMemo(() => costCodeFields(config), [config]);
  const start = useMemo(() => initialCostCodeValues(value), [value]);
  return (
    <OrderDialogFrame<CostCodeFormValues>
      isOpen={isOpen}
      onClose={onClose}
      title={labels.title}
      actions={{ cancel: labels.cancel, save: isEditable ? labels.save : undefined }}
      initialValues={start}
      messages={messages}
      validationDelay={LIMITS.costCodeValidationDelayMs}
      validate={(values) =>
        toFormErrors(
          validateCostCodes(toExpenseCodeDraft(values), config, { isSuperAdmin }),
          messages.invalid,
          toFormPath,
        )
      }
      onSubmit={(values) => onSubmit(toExpenseCodeEntries(values, fields))}
      onFormError={onFormError}
    >
      {isEditable ? (
        <CostCodeRows labels={labels} config={config} fields={fields} isSuperAdmin={isSuperAdmin} />
      ) : (
        <CostCodeReadOnly labels={labels} fields={fields} rows={value ?? []} />
      )}
    </OrderDialogFrame>
  );
}

/**
 * The domain's paths onto the form's names: a row's fields live under `expenseCode.i`; "a row needs a code"
 * and "the allocations do not total 100" belong to no single field.
 */
function toFormPath(path: string): string {
  const rowCodes = /^rows\.(\d+)\.codes$/.exec(path);
  if (rowCodes) return `rowWithoutCode.${rowCodes[1] ?? ''}`;
  if (path === 'distribution') return 'allocationTotal';
  return path.replace(/^rows(?=\.|$)/, 'expenseCode');
}

function fieldLabel(field: CostCodeField, labels: CostCodeDialogLabels): string {
  return field.title ?? (field.id === 'default' ? labels.defaultCode : field.id);
}

interface CostCodeRowsProps {
  labels: CostCodeDialogLabels;
  config: ExpenseCodeConfig | null;
  fields: readonly CostCodeField[];
  isSuperAdmin: boolean;
}

function CostCodeRows({ labels, config, fields, isSuperAdmin }: CostCodeRowsProps) {
  const form = useForm<CostCodeFormValues>();
  const { values } = useFormState<CostCodeFormValues>({ subscription: { values: true } });
  const rows = values.expenseCode;
  const several = rows.length > 1;

  // Row-level messages and the total follow the same 500 ms delay as the fields.
  const result = validateCostCodes(toExpenseCodeDraft(values), config, { isSuperAdmin });
  const difference = several ? allocationDifference(rows.map((row) => row.distribution ?? Number.NaN)) : 0;
  const shownDifference = useSettledValue(difference, LIMITS.costCodeValidationDelayMs);
  const rowsWithoutCode = rows.flatMap((_row, index) =>
    result.errors[`rows.${index}.codes`] === undefined ? [] : [index],
  );
  const shownRowsWithoutCode = useSettledValue(rowsWithoutCode.join(','), LIMITS.costCodeValidationDelayMs);

  // react-final-form 7.0.1 sets a field that mounts later to its value in initialValues (useField's mount
  // effect, run again by StrictMode), which would undo the split for rows whose fields appear or shift: apply
  // the rows once more after those effects have run.
  const change = (next: CostCodeFormValues['expenseCode']) => {
    form.change('expenseCode', next);
    setTimeout(
      () =>
        form.change(
          'expenseCode',
          next.map((row) => ({ ...row, codes: { ...row.codes } })),
        ),
      0,
    );
  };

  return (
    <>
      {rows.map((row, index) => {
        const n = index + 1;
        return (
          <section key={index} className={group} aria-label={labels.row(n)}>
            {several ? (
              <div className={rowHeader}>
                <h3 className={groupTitle}>{labels.row(n)}</h3>
                <IconButton
                  icon="close"
                  size="sm"
                  label={labels.removeRow(n)}
                  onPress={() => change(resplitRows(rows, { removeIndex: index }))}
                />
              </div>
            ) : null}
            <div className={fieldRow}>
              {fields.map((field) => (
                <CostCodeInput
                  key={field.id}
                  name={`expenseCode.${index}.codes.${field.id}`}
                  field={field}
                  label={fieldLabel(field, labels)}
                  isSuperAdmin={isSuperAdmin}
                  current={row.codes[field.id]}
                />
              ))}
              {several ? (
                <NumberField
                  name={`expenseCode.${index}.distribution`}
                  label={labels.allocation}
                  isRequired
                />
              ) : null}
            </div>
            {shownRowsWithoutCode.split(',').includes(String(index)) ? (
              <p className={rowError}>
                <Icon name="alert" size="sm" />
                {labels.rowNeedsCode}
              </p>
            ) : null}
          </section>
        );
      })}
      <div>
        <Button variant="secondary" size="sm" onPress={() => change(resplitRows(rows, 'add'))}>
          {labels.addRow}
        </Button>
      </div>
      <div role="status">
        {several && shownDifference !== 0 ? (
          <p className={warning}>
            <Icon name="alert" size="sm" />
            {labels.allocationWarning(shownDifference.toFixed(LIMITS.allocationDecimals))}
          </p>
        ) : null}
      </div>
    </>
  );
}

interface CostCodeInputProps {
  name: string;
  field: CostCodeField;
  label: string;
  isSuperAdmin: boolean;
  current: string | null | undefined;
}

/** The control a configured field asks for: a select, a combo box with suggestions, or free text. */
function CostCodeInput({ name, field, label, isSuperAdmin, current }: CostCodeInputProps) {
  const placeholder = field.placeholder ?? undefined;
  if (field.list.length === 0) {
    return <TextField name={name} label={label} placeholder={placeholder} isRequired={field.required} />;
  }
  if (field.onlyFromList && !isSuperAdmin) {
    // A stored value no longer on the list stays visible (and invalid) rather than silently blank.
    const list = current && !field.list.includes(current) ? [...field.list, current] : field.list;
    return (
      <SelectField
        name={name}
        label={label}
        placeholder={placeholder}
        options={list.map((code) => ({ id: code, label: code }))}
        isRequired={field.required}
      />
    );
  }
  return (
    <CostCodeComboBoxField
      name={name}
      label={label}
      placeholder={placeholder}
      options={field.list}
      isRequired={field.required}
    />
  );
}

interface CostCodeReadOnlyProps {
  labels: CostCodeDialogLabels;
  fields: readonly CostCodeField[];
  rows: readonly ExpenseCodeEntry[];
}

/** The codes as text, for a user who may not edit them. */
function CostCodeReadOnly({ labels, fields, rows }: CostCodeReadOnlyProps) {
  if (rows.length === 0) return <p className={muted}>{labels.empty}</p>;
  return (
    <div className={body}>
      {rows.map((row, index) => (
        <section key={index} className={group} aria-label={labels.row(index + 1)}>
          {rows.length > 1 ? <h3 className={groupTitle}>{labels.row(index + 1)}</h3> : null}
          <dl className={readOnlyList}>
            {fields.map((field) => (
              <div key={field.id}>
                <dt className={readOnlyTerm}>{fieldLabel(field, labels)}</dt>
                <dd>
                  <CostCodeText value={row.codes[field.id] ?? ''} />
                </dd>
              </div>
            ))}
            {rows.length > 1 ? (
              <div>
                <dt className={readOnlyTerm}>{labels.allocation}</dt>
                <dd>{formatPercent(row.distribution / LIMITS.allocationTotal)}</dd>
              </div>
            ) : null}
          </dl>
        </section>
      ))}
    </div>
  );
}
