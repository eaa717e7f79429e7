import { Input, NumberField as AriaNumberField } from 'react-aria-components';

import type { ControlProps } from '../../Form';
import { FieldFrame } from '../../Form';
import { input } from '../../Form/FieldFrame.css';

/** Props of {@link RefundQuantityInput}. States: `data-invalid`, `data-disabled`, `data-focused` on the input. */
export interface RefundQuantityInputProps extends ControlProps<number | null> {
  /** The most that can be refunded (domain `maxRefundQuantity`). */
  maxValue: number;
}

/**
 * A whole-number quantity from 0 to `maxValue` (RAC `NumberField`): typed values are clamped into the range
 * when the field is committed (blur, Enter), and the arrow keys step by 1 within it. Empty is null.
 */
export function RefundQuantityInput({
  label,
  value,
  onChange,
  onBlur,
  errorMessage,
  description,
  isRequired,
  isDisabled,
  name,
  maxValue,
}: RefundQuantityInputProps) {
  return (
    <AriaNumberField
      value={value ?? Number.NaN}
      onChange={(next) => onChange(Number.isNaN(next) ? null : next)}
      onBlur={onBlur}
      minValue={0}
      maxValue={maxValue}
      step={1}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Input className={input} />
      </FieldFrame>
    </AriaNumberField>
  );
}
