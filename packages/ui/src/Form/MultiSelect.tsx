import { toggleMultiSelect } from '@backoffice/domain';
import { Checkbox as AriaCheckbox, CheckboxGroup } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';
import { FieldFrame } from './FieldFrame';
import type { SelectOption } from './Select';
import type { ControlProps } from './types';

/**
 * Props of {@link MultiSelect}. The value is the chosen options' ids. States: `data-invalid`, `data-disabled`
 * on the group; `data-selected`, `data-focus-visible` on each option.
 */
export interface MultiSelectProps extends ControlProps<readonly string[] | null> {
  /** The choices; an option with id 'non_above' ("none of the above") is exclusive. */
  options: readonly SelectOption[];
}

/**
 * Choose many options (RAC `CheckboxGroup`: a labelled group of checkboxes, each reachable by Tab). The
 * exclusive 'non_above' choice follows the domain's `toggleMultiSelect`: choosing it clears the others, and
 * choosing another removes it.
 */
export function MultiSelect({
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
}: MultiSelectProps) {
  const selected = value ?? [];
  return (
    <CheckboxGroup
      value={[...selected]}
      onChange={(next) => {
        const toggled =
          next.find((id) => !selected.includes(id)) ?? selected.find((id) => !next.includes(id));
        if (toggled !== undefined) onChange(toggleMultiSelect(selected, toggled));
      }}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <div className={styles.group}>
          {options.map((option) => (
            <AriaCheckbox
              key={option.id}
              value={option.id}
              isDisabled={option.isDisabled}
              className={styles.choice}
            >
              <span className={styles.box} aria-hidden="true">
                <span className={styles.check}>
                  <Icon name="check" size="sm" />
                </span>
              </span>
              {option.label}
            </AriaCheckbox>
          ))}
        </div>
      </FieldFrame>
    </CheckboxGroup>
  );
}
