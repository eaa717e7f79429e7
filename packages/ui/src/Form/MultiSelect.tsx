import { toggleMultiSelect } from '@backoffice/domain';
import { Checkbox as AriaCheckbox, CheckboxGroup } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';
import { FieldFrame } from './FieldFrame';
import type { SelectOption } from './Select';
import type { ControlProps } from './types';

/**
 * Props of {@link MultiSelect}. The value is the chosen options' ids (with `isReverse`, the ids of the options
 * not chosen). States: `data-invalid`, `data-disabled` on the group; `data-selected`, `data-focus-visible` on
 * each option.
 */
export interface MultiSelectProps extends ControlProps<readonly string[] | null> {
  /** The choices; an option with id 'non_above' ("none of the above") is exclusive. */
  options: readonly SelectOption[];
  /**
   * Reverse mode: the value lists the options that are not ticked (a company's `hiddenRestaurants`, edited as
   * the list of the restaurants it sees). Every option missing from the value shows ticked, and a toggle flips
   * the option's membership of the value. Ids in the value that are no option are kept as they are.
   * @default false
   */
  isReverse?: boolean;
}

/**
 * Choose many options (RAC `CheckboxGroup`: a labelled group of checkboxes, each reachable by Tab). The
 * exclusive 'non_above' choice follows the domain's `toggleMultiSelect`: choosing it clears the others, and
 * choosing another removes it. In reverse mode the same rule applies to the ticked options, and the value
 * stores the others.
 *
 * **When to use:** MultiSelect chooses several options from a short list known up front, shown as checkboxes
 * (diets, categories); in a kit <Form> use `MultiSelectField`.
 *
 * **When not to use:** One option is a `Select`; entities searched on the server are a multiple
 * `EntityPicker`; free-text entries are a {@link TextListInput}.
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
  isReverse = false,
}: MultiSelectProps) {
  const stored = value ?? [];
  const selected = isReverse ? toUnlisted(options, stored) : stored;
  return (
    <CheckboxGroup
      value={[...selected]}
      onChange={(next) => {
        const toggled =
          next.find((id) => !selected.includes(id)) ?? selected.find((id) => !next.includes(id));
        if (toggled === undefined) return;
        const ticked = toggleMultiSelect(selected, toggled);
        onChange(isReverse ? toReverseValue(options, stored, ticked) : ticked);
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

/** The ids of the options the value does not list: what reverse mode shows ticked. */
function toUnlisted(options: readonly SelectOption[], listed: readonly string[]): string[] {
  return options.map((option) => option.id).filter((id) => !listed.includes(id));
}

/**
 * The reverse-mode value once `ticked` are the ticked options: the previous value, less the options now
 * ticked, plus the options now unticked (appended, so the stored order of the others is kept).
 */
function toReverseValue(
  options: readonly SelectOption[],
  previous: readonly string[],
  ticked: readonly string[],
): string[] {
  const unticked = toUnlisted(options, ticked);
  const kept = previous.filter((id) => !ticked.includes(id));
  return [...kept, ...unticked.filter((id) => !kept.includes(id))];
}
