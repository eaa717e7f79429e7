import { formatPercent } from '@backoffice/domain';

import type { FieldProps } from './fieldProps';
import type { PercentInputProps } from './PercentInput';
import { PercentInput } from './PercentInput';
import { toNumberBoundsValidator } from './toNumberBoundsValidator';
import { useFormField } from './useFormField';

/** Props of {@link PercentField}. Bounds are fractions, like the value (1 is 100 %). */
export interface PercentFieldProps extends FieldProps<PercentInputProps, number | null> {
  /** The smallest allowed fraction; the message shows it as a percentage. */
  min?: number;
  /** The largest allowed fraction; the message shows it as a percentage. */
  max?: number;
}

/**
 * A {@link PercentInput} bound to the enclosing <Form>: the form value is the fraction ('12%' → 0.12); text
 * that is no percentage is invalid.
 */
export function PercentField({ name, rules, isRequired, min, max, ...props }: PercentFieldProps) {
  const field = useFormField<number | null>(name, {
    rules,
    isRequired,
    validate: toNumberBoundsValidator({ min, max, format: formatPercent }),
  });
  return <PercentInput {...props} {...field} />;
}
