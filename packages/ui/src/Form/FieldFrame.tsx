import type { ReactNode } from 'react';
import { Label, Text } from 'react-aria-components';

import { Icon } from '../Icon/Icon';
import * as styles from './FieldFrame.css';
import type { FieldFrameIds } from './useFieldFrameIds';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  /** The visible label. Leave it out when the control labels itself (a checkbox, a switch). */
  label?: string;
  /** Help text under the control. */
  description?: string;
  /** When set, shown under the control with an alert glyph (the text, not the colour, carries the meaning). */
  errorMessage?: string;
  /** Adds the decorative required mark after the label; the control itself must carry `aria-required`. */
  isRequired?: boolean;
  /**
   * Leave out inside a RAC field (TextField, NumberField, Select, ComboBox, CheckboxGroup…): RAC's label and
   * text slots then tie the label, description and error to the input. For any other control pass the ids of
   * `useFieldFrameIds` and spread its `controlProps` on the control.
   */
  ids?: FieldFrameIds;
  /** The control. */
  children: ReactNode;
}

/**
 * The kit's one field layout: label, control, description, error, stacked. Every form field of the kit (and the
 * date, rich-text, upload and address controls) renders inside it, so fields look and announce alike.
 */
export function FieldFrame({ label, description, errorMessage, isRequired, ids, children }: FieldFrameProps) {
  return (
    <div className={styles.frame}>
      {label === undefined ? null : (
        <Label className={styles.label} {...(ids ? { id: ids.label, htmlFor: ids.input } : {})}>
          {label}
          {isRequired ? (
            <span className={styles.requiredMark} aria-hidden="true">
              *
            </span>
          ) : null}
        </Label>
      )}
      {children}
      {description ? (
        ids ? (
          <div id={ids.description} className={styles.description}>
            {description}
          </div>
        ) : (
          <Text slot="description" className={styles.description}>
            {description}
          </Text>
        )
      ) : null}
      {errorMessage ? (
        ids ? (
          <div id={ids.error} className={styles.error}>
            <Icon name="alert" size="sm" />
            {errorMessage}
          </div>
        ) : (
          <Text slot="errorMessage" className={styles.error}>
            <Icon name="alert" size="sm" />
            {errorMessage}
          </Text>
        )
      ) : null}
    </div>
  );
}
