import type { Ref } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import { overlaySurface } from '../private/overlay.css';
import { FieldFrame } from './FieldFrame';
import * as styles from './Select.css';
import type { ControlProps } from './types';

/** One choice of a {@link Select} or {@link MultiSelect}. */
export interface SelectOption {
  /** The stored value. */
  id: string;
  /** The shown text. */
  label: string;
  /** The choice cannot be taken. */
  isDisabled?: boolean;
}

/**
 * Props of {@link Select}. The value is the chosen option's id, null when none. States: `data-invalid`,
 * `data-disabled`, `data-open`, `data-focus-visible` on the root.
 */
export interface SelectProps extends ControlProps<string | null> {
  /** The choices. */
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Forwarded to the trigger `<button>`. */
  ref?: Ref<HTMLButtonElement>;
}

/** Choose one option from a list (RAC `Select`: listbox popover, typeahead, a hidden native select for forms). */
export function Select({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  options,
  placeholder,
  ref,
}: SelectProps) {
  return (
    <AriaSelect
      value={value ?? null}
      onChange={(key) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      placeholder={placeholder}
      disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Button ref={ref} className={styles.trigger}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size="sm" />
        </Button>
      </FieldFrame>
      <Popover className={overlaySurface}>
        <ListBox className={styles.listBox} items={options}>
          {(option) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {({ isSelected }) => (
                <>
                  {option.label}
                  {isSelected ? <Icon name="check" size="sm" /> : null}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
