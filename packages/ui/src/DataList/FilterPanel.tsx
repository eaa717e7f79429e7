import { useState } from 'react';
import type { Key } from 'react-aria-components';
import {
  Button as AriaButton,
  ComboBox,
  Heading,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Tag,
  TagGroup,
  TagList,
  TextField,
} from 'react-aria-components';

import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import { fieldLabel, listBox, option } from './DataList.css';
import {
  actions,
  chipRow,
  comboBox,
  comboTrigger,
  field,
  fields,
  input,
  panel,
  panelTitle,
  selectValue,
  tag,
  tagList,
  tagRemove,
  trigger,
} from './FilterPanel.css';

/** The kinds of advanced filter (spec part 2, section 2). */
export const filterKinds = ['select', 'date', 'location', 'search', 'chips'] as const;
/** One of {@link filterKinds}. */
export type FilterKind = (typeof filterKinds)[number];

/** A choice of a select or location filter. */
export interface FilterOption {
  id: string;
  label: string;
}

/** One advanced filter. */
export type FilterDefinition =
  | { kind: 'select'; id: string; label: string; options: readonly FilterOption[]; placeholder?: string }
  | { kind: 'location'; id: string; label: string; options: readonly FilterOption[] }
  | { kind: 'date' | 'search' | 'chips'; id: string; label: string };

/**
 * Filter values by filter id: a select gives the option id, a date `YYYY-MM-DD`, a location and a search the
 * text, chips a list. An absent or empty value means the filter is off.
 */
export type FilterValues = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Texts of {@link FilterPanel}. */
export interface FilterPanelLabels {
  /** The panel's heading (also its name). */
  title: string;
  apply: string;
  clear: string;
  /** The add button of a chips filter. */
  chipsAdd: string;
  /** A chip's remove button ("Remove"); the chip's text is read after it. */
  chipsRemove: string;
  /** What an empty select shows. */
  selectPlaceholder: string;
  /** The text field of a chips filter, e.g. `(label) => \`New value for ${label}\``. */
  chipsInput: (label: string) => string;
}

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** The filters, in order. */
  filters: readonly FilterDefinition[];
  /** The applied values; editing starts from these and is only reported on Apply. */
  values: FilterValues;
  /** Runs with the edited values on Apply, and with no values on Clear. */
  onApply: (values: FilterValues) => void;
  /** Texts. */
  labels: FilterPanelLabels;
}

/**
 * The advanced filter panel: select, date, location, search and chips filters, edited as a draft and applied
 * (or cleared) together. Built on RAC fields: `Select`, `TextField` (native date input), `ComboBox` (places, free
 * text allowed), `TagGroup` (chips, Delete/Backspace removes the focused chip).
 *
 * **When to use:** Above a {@link DataList} whose screen has advanced filters (selects, dates, places,
 * search, chips), edited as a draft and applied or cleared together.
 *
 * **When not to use:** One field-and-value filter is added with the {@link AddFilterDialog}; a one-press
 * filter is a quick filter of the {@link DataList}; a filter inside a form is a form field, not this panel.
 */
export function FilterPanel({ filters, values, onApply, labels }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterValues>(values);
  const [applied, setApplied] = useState(values);
  if (applied !== values) {
    setApplied(values);
    setDraft(values);
  }
  const set = (id: string, value: string | readonly string[] | undefined) =>
    setDraft({ ...draft, [id]: value });
  const titleId = `filter-panel-${filters.map((filter) => filter.id).join('-')}`;

  return (
    <section aria-labelledby={titleId} className={panel}>
      <Heading id={titleId} level={2} className={panelTitle}>
        {labels.title}
      </Heading>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onApply(withoutEmpty(draft));
        }}
      >
        <div className={fields}>
          {filters.map((filter) => (
            <FilterField
              key={filter.id}
              filter={filter}
              value={draft[filter.id]}
              onChange={(value) => set(filter.id, value)}
              labels={labels}
            />
          ))}
        </div>
        <div className={actions}>
          <Button
            variant="secondary"
            onPress={() => {
              setDraft({});
              onApply({});
            }}
          >
            {labels.clear}
          </Button>
          <Button type="submit">{labels.apply}</Button>
        </div>
      </form>
    </section>
  );
}

function withoutEmpty(values: FilterValues): FilterValues {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) =>
      Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '',
    ),
  );
}

interface FilterFieldProps {
  filter: FilterDefinition;
  value: string | readonly string[] | undefined;
  onChange: (value: string | readonly string[] | undefined) => void;
  labels: FilterPanelLabels;
}

function FilterField({ filter, value, onChange, labels }: FilterFieldProps) {
  const text = typeof value === 'string' ? value : '';
  switch (filter.kind) {
    case 'select':
      return (
        <Select
          value={text || null}
          onChange={(key: Key | null) => onChange(key === null ? undefined : String(key))}
          placeholder={filter.placeholder ?? labels.selectPlaceholder}
          className={field}
        >
          <Label className={fieldLabel}>{filter.label}</Label>
          <AriaButton className={trigger}>
            <SelectValue className={selectValue} />
            <Icon name="chevronDown" size="sm" />
          </AriaButton>
          <OptionsPopover options={filter.options} />
        </Select>
      );
    case 'location':
      return (
        <ComboBox
          allowsCustomValue
          inputValue={text}
          onInputChange={(next) => onChange(next)}
          defaultItems={filter.options}
          className={field}
        >
          <Label className={fieldLabel}>{filter.label}</Label>
          <div className={comboBox}>
            <Input className={input} />
            <AriaButton className={comboTrigger}>
              <Icon name="chevronDown" size="sm" />
            </AriaButton>
          </div>
          <OptionsPopover options={filter.options} />
        </ComboBox>
      );
    case 'date':
      return (
        <TextField type="date" value={text} onChange={(next) => onChange(next)} className={field}>
          <Label className={fieldLabel}>{filter.label}</Label>
          <Input className={input} />
        </TextField>
      );
    case 'search':
      return (
        <TextField value={text} onChange={(next) => onChange(next)} className={field}>
          <Label className={fieldLabel}>{filter.label}</Label>
          <Input className={input} />
        </TextField>
      );
    case 'chips':
      return (
        <ChipsField
          label={filter.label}
          values={Array.isArray(value) ? value : []}
          onChange={onChange}
          labels={labels}
        />
      );
  }
}

/** A select's list of options in the kit's popover (the filter panel's selects and the add-filter dialog). */
export function OptionsPopover({ options }: { options: readonly FilterOption[] }) {
  return (
    <Popover className={overlaySurface}>
      <ListBox items={options} className={listBox}>
        {(item) => (
          <ListBoxItem id={item.id} textValue={item.label} className={option}>
            {item.label}
          </ListBoxItem>
        )}
      </ListBox>
    </Popover>
  );
}

interface ChipsFieldProps {
  label: string;
  values: readonly string[];
  onChange: (values: readonly string[]) => void;
  labels: FilterPanelLabels;
}

/** A multi-value filter: type a value, Add (or Enter) appends it as a chip; an empty or repeated value is not added. */
function ChipsField({ label, values, onChange, labels }: ChipsFieldProps) {
  const [entry, setEntry] = useState('');
  const next = entry.trim();
  const canAdd = next !== '' && !values.includes(next);
  const add = () => {
    if (!canAdd) return;
    onChange([...values, next]);
    setEntry('');
  };
  return (
    <div className={field}>
      <TagGroup onRemove={(keys) => onChange(values.filter((value) => !keys.has(value)))} className={field}>
        <Label className={fieldLabel}>{label}</Label>
        <TagList items={values.map((value) => ({ id: value }))} className={tagList}>
          {(item) => (
            <Tag id={item.id} textValue={item.id} className={tag}>
              {item.id}
              <AriaButton slot="remove" aria-label={labels.chipsRemove} className={tagRemove}>
                <Icon name="close" size="sm" />
              </AriaButton>
            </Tag>
          )}
        </TagList>
      </TagGroup>
      <div className={chipRow}>
        <TextField
          aria-label={labels.chipsInput(label)}
          value={entry}
          onChange={setEntry}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={field}
        >
          <Input className={input} />
        </TextField>
        <Button variant="secondary" isDisabled={!canAdd} onPress={add}>
          {labels.chipsAdd}
        </Button>
      </div>
    </div>
  );
}
