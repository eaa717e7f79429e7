import type { Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';

import * as styles from './Checkbox.css';
import { FieldFrame } from './FieldFrame';
import type { ControlProps } from './types';
import { useFieldFrameIds } from './useFieldFrameIds';

/**
 * Props of {@link Switch}. The label is the switch's own text. States: `data-selected`, `data-disabled`,
 * `data-focus-visible` on the `<label>` root.
 */
export interface SwitchProps extends ControlProps<boolean | null> {
  /** Forwarded to the `<input role=switch>`. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * An on/off setting that applies as a form value (RAC `Switch`). A null value shows off. RAC switches have no
 * invalid state, so an error is announced through the description (aria-describedby) only.
 */
export function Switch({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isDisabled,
  name,
  inputRef,
}: SwitchProps) {
  const { ids, controlProps } = useFieldFrameIds({ description, errorMessage });
  return (
    <FieldFrame ids={ids} description={description} errorMessage={errorMessage}>
      <AriaSwitch
        className={styles.choice}
        isSelected={value === true}
        onChange={onChange}
        onBlur={onBlur}
        isDisabled={isDisabled}
        name={name}
        inputRef={inputRef}
        aria-describedby={controlProps['aria-describedby']}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {label}
      </AriaSwitch>
    </FieldFrame>
  );
}
