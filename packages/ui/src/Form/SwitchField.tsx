import type { FieldProps } from './fieldProps';
import type { SwitchProps } from './Switch';
import { Switch } from './Switch';
import { useFormField } from './useFormField';

/** Props of {@link SwitchField}. */
export type SwitchFieldProps = FieldProps<SwitchProps, boolean | null>;

/** A {@link Switch} bound to the enclosing <Form>. */
export function SwitchField({ name, rules, isRequired, ...props }: SwitchFieldProps) {
  return <Switch {...props} {...useFormField<boolean | null>(name, { rules, isRequired })} />;
}
