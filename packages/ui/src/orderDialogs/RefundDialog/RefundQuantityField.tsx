import type { FieldProps } from '../../Form';
import { useFormField } from '../../Form';
import type { RefundQuantityInputProps } from './RefundQuantityInput';
import { RefundQuantityInput } from './RefundQuantityInput';

/** Props of {@link RefundQuantityField}. */
export type RefundQuantityFieldProps = FieldProps<RefundQuantityInputProps, number | null>;

/** A {@link RefundQuantityInput} bound to the enclosing <Form>. */
export function RefundQuantityField({ name, rules, isRequired, ...props }: RefundQuantityFieldProps) {
  return <RefundQuantityInput {...props} {...useFormField<number | null>(name, { rules, isRequired })} />;
}
