import type { Ref } from 'react';
import type { Key } from 'react-aria-components';
import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import { fieldLabel, listBox, option, pageSize, selectButton } from './DataList.css';
import type { PageSizeSelectProps } from './PageSizeSelect';

/** Props of {@link PageSizeSelectFrame}. */
export interface PageSizeSelectFrameProps extends PageSizeSelectProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  triggerRef: Ref<HTMLButtonElement>;
}

/**
 * The code of {@link PageSizeSelect}: React Aria's `Select` with its list box, loaded on the select's first use
 * (`private/lazyParts.tsx`).
 */
export function PageSizeSelectFrame({
  value,
  options,
  onChange,
  label,
  isOpen,
  onOpenChange,
  triggerRef,
}: PageSizeSelectFrameProps) {
  return (
    <Select
      value={value}
      onChange={(key: Key | null) => {
        const size = Number(key);
        if (options.includes(size)) onChange(size);
      }}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className={pageSize}
    >
      <Label className={fieldLabel}>{label}</Label>
      <Button ref={triggerRef} className={selectButton}>
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
