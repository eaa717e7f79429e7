import type { Ref } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import * as styles from './Checkbox.css';
import { FieldFrame } from './FieldFrame';
import type { ControlProps } from './types';
import { useFieldFrameIds } from './useFieldFrameIds';

/**
 * Props of {@link Checkbox}. The label is the checkbox's own text. States: `data-selected`, `data-invalid`,
 * `data-disabled`, `data-focus-visible` on the `<label>` root.
 */
export interface CheckboxProps extends ControlProps<boolean | null> {
  /** Forwarded to the `<input type=checkbox>`. */
  inputRef?: Ref<HTMLInputElement>;
}

/** A yes/no choice (RAC `Checkbox`). A null value shows unchecked. */
export function Checkbox({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  inputRef,
}: CheckboxProps) {
  const { ids, controlProps } = useFieldFrameIds({ description, errorMessage });
  return (
    <FieldFrame ids={ids} description={description} errorMessage={errorMessage}>
      <AriaCheckbox
        className={styles.choice}
        isSelected={value === true}
        onChange={onChange}
        onBlur={onBlur}
        isInvalid={errorMessage !== undefined}
        isRequired={isRequired}
        isDisabled={isDisabled}
        name={name}
        inputRef={inputRef}
        validationBehavior="aria"
        aria-describedby={controlProps['aria-describedby']}
      >
        <span className={styles.box} aria-hidden="true">
          <span className={styles.check}>
            <Icon name="check" size="sm" />
          </span>
        </span>
        {label}
      </AriaCheckbox>
    </FieldFrame>
  );
}
