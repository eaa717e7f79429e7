import { ComboBox, Input, ListBox, ListBoxItem, Popover } from 'react-aria-components';

import type { ControlProps, FieldProps } from '../../Form';
import { FieldFrame, useFormField } from '../../Form';
import { input } from '../../Form/FieldFrame.css';
import { listBox, option } from '../../Form/Select.css';
import { overlaySurface } from '../../private/overlay.css';

/** Props of {@link CostCodeComboBox}. States: `data-invalid`, `data-disabled`, `data-open` on the root. */
export interface CostCodeComboBoxProps extends ControlProps<string | null> {
  /** The configured values offered while typing. */
  options: readonly string[];
  /** Placeholder text (never instead of the label). */
  placeholder?: string;
}

/**
 * A text field that suggests the configured codes (RAC `ComboBox` with custom values): for a list that also
 * takes free text, and for a super admin on a list-only field (spec, orders section 5).
 */
export function CostCodeComboBox({
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
}: CostCodeComboBoxProps) {
  return (
    <ComboBox
      allowsCustomValue
      inputValue={value ?? ''}
      onInputChange={onChange}
      onBlur={onBlur}
      defaultItems={options.map((code) => ({ id: code }))}
      isInvalid={errorMessage !== undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      name={name}
      menuTrigger="focus"
      validationBehavior="aria"
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage} isRequired={isRequired}>
        <Input className={input} placeholder={placeholder} />
      </FieldFrame>
      <Popover className={overlaySurface}>
        <ListBox className={listBox}>
          {(item: { id: string }) => (
            <ListBoxItem id={item.id} textValue={item.id} className={option}>
              {item.id}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/** Props of {@link CostCodeComboBoxField}. */
export type CostCodeComboBoxFieldProps = FieldProps<CostCodeComboBoxProps, string | null>;

/** A {@link CostCodeComboBox} bound to the enclosing <Form>. */
export function CostCodeComboBoxField({ name, rules, isRequired, ...props }: CostCodeComboBoxFieldProps) {
  return <CostCodeComboBox {...props} {...useFormField<string | null>(name, { rules, isRequired })} />;
}
