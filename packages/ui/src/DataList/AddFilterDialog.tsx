import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { Button as AriaButton, Input, Label, Select, SelectValue, TextField } from 'react-aria-components';

import { Button } from '../Button/Button';
import { Dialog, Modal } from '../Dialog/Dialog';
import { Icon } from '../Icon/Icon';
import { fieldLabel } from './DataList.css';
import type { FilterOption } from './FilterPanel';
import { OptionsPopover } from './FilterPanel';
import { dialogFields, field, input, selectValue, trigger } from './FilterPanel.css';

/** A filter the user added: the chosen field and the (trimmed, non-empty) value. */
export interface AddedFilter {
  field: string;
  value: string;
}

/** Texts of {@link AddFilterDialog}. */
export interface AddFilterDialogLabels {
  /** The dialog's title (also its name). */
  title: string;
  /** The field select's label. */
  field: string;
  /** The value field's label. */
  value: string;
  add: string;
  cancel: string;
}

/** Props of {@link AddFilterDialog}. */
export interface AddFilterDialogProps {
  /** Whether it shows. */
  isOpen: boolean;
  /** The fields a filter can be added on; the first is chosen at first. */
  fields: readonly FilterOption[];
  /** Runs with the new filter; the dialog does not close itself, the app closes it. */
  onAdd: (filter: AddedFilter) => void;
  /** Runs on Cancel or Escape. */
  onCancel: () => void;
  /** Texts. */
  labels: AddFilterDialogLabels;
}

/**
 * Adds one filter: choose a field, type a value, Add (or Enter). An empty or blank value is never added: Add
 * stays disabled and Enter does nothing (spec part 2, section 5).
 *
 * **When to use:** Adding one filter (a field and a value) to a list screen whose definition has addable
 * filters; the screen then shows the {@link FilterPanel} with it.
 *
 * **When not to use:** Editing several filters together is the {@link FilterPanel}; a fixed on/off filter is
 * one of {@link DataList}'s quick filters; free-text search is the list's search box.
 */
export function AddFilterDialog({ isOpen, fields, onAdd, onCancel, labels }: AddFilterDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} size="sm">
      {/* Remounted on every open, so it always starts blank. */}
      {isOpen ? <AddFilterForm fields={fields} onAdd={onAdd} onCancel={onCancel} labels={labels} /> : null}
    </Modal>
  );
}

function AddFilterForm({ fields, onAdd, onCancel, labels }: Omit<AddFilterDialogProps, 'isOpen'>) {
  const [fieldId, setFieldId] = useState<string | null>(fields[0]?.id ?? null);
  const [value, setValue] = useState('');
  const trimmed = value.trim();
  const canAdd = fieldId !== null && trimmed !== '';
  const add = () => {
    if (canAdd) onAdd({ field: fieldId, value: trimmed });
  };
  return (
    <Dialog
      title={labels.title}
      footer={
        <>
          <Button variant="secondary" onPress={onCancel}>
            {labels.cancel}
          </Button>
          <Button isDisabled={!canAdd} onPress={add}>
            {labels.add}
          </Button>
        </>
      }
    >
      <div className={dialogFields}>
        <Select
          value={fieldId}
          onChange={(key: Key | null) => setFieldId(key === null ? null : String(key))}
          className={field}
        >
          <Label className={fieldLabel}>{labels.field}</Label>
          <AriaButton className={trigger}>
            <SelectValue className={selectValue} />
            <Icon name="chevronDown" size="sm" />
          </AriaButton>
          <OptionsPopover options={fields} />
        </Select>
        <TextField
          value={value}
          onChange={setValue}
          onKeyDown={(event) => {
            if (event.key === 'Enter') add();
          }}
          className={field}
        >
          <Label className={fieldLabel}>{labels.value}</Label>
          <Input className={input} />
        </TextField>
      </div>
    </Dialog>
  );
}
