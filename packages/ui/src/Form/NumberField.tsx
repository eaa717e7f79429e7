import type { FieldProps } from './fieldProps';
import type { NumberInputProps } from './NumberInput';
import { NumberInput } from './NumberInput';
import { toNumberBoundsValidator } from './toNumberBoundsValidator';
import { useFormField } from './useFormField';

/** Props of {@link NumberField}. */
export interface NumberFieldProps extends FieldProps<NumberInputProps, number | null> {
  /** The smallest allowed value; below it the field shows `messages.minValue(String(min))`. */
  min?: number;
  /** The largest allowed value; above it the field shows `messages.maxValue(String(max))`. */
  max?: number;
}

/** A {@link NumberInput} bound to the enclosing <Form>: stores numbers (null when empty); text that is no number is invalid. */
export function NumberField({ name, rules, isRequired, min, max, ...props }: NumberFieldProps) {
  const field = useFormField<number | null>(name, {
    rules,
    isRequired,
    validate: toNumberBoundsValidator({ min, max, format: String }),
  });
  return <NumberInput {...props} {...field} />;
}
