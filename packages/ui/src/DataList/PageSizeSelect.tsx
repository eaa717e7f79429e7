import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import { fieldLabel, listBox, option, pageSize, selectButton } from './DataList.css';

/** Props of {@link PageSizeSelect}. */
export interface PageSizeSelectProps {
  /** Rows per page now. */
  value: number;
  /** The choices (spec: 25, 50, 75, 100). */
  options: readonly number[];
  /** Runs with the chosen size. */
  onChange: (size: number) => void;
  /** The visible label (e.g. "Rows per page"). */
  label: string;
}

/** Rows per page (RAC `Select`); a choice is always made, as the spec requires one. */
export function PageSizeSelect({ value, options, onChange, label }: PageSizeSelectProps) {
  return (
    <Select
      value={value}
      onChange={(key: Key | null) => {
        const size = Number(key);
        if (options.includes(size)) onChange(size);
      }}
      className={pageSize}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Button className={selectButton}>
        <SelectValue />
        <Icon name="chevronDown" size="sm" />
      </Button>
      <Popover className={overlaySurface}>
        <ListBox className={listBox}>
          {options.map((size) => (
            <ListBoxItem key={size} id={size} textValue={String(size)} className={option}>
              {size}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
