import type { FormMessages } from './types';

/** Bounds of a number (or percent) field and how to show a bound in its message. */
export interface NumberBounds {
  min?: number;
  max?: number;
  format: (bound: number) => string;
}

/**
 * Builds a `useFormField` validator for numeric fields: NaN (text that is no number) is invalid, a value below
 * `min` or above `max` gets the min / max message with the formatted bound. Null (empty) passes.
 *
 * @example toNumberBoundsValidator({ min: 1, format: String })(0, {}, messages) // messages.minValue('1')
 */
export function toNumberBoundsValidator({ min, max, format }: NumberBounds) {
  return (value: number | null, _allValues: object, messages: FormMessages): string | undefined => {
    if (value === null || value === undefined) return undefined;
    if (Number.isNaN(value)) return messages.invalid;
    if (min !== undefined && value < min) return messages.minValue(format(min));
    if (max !== undefined && value > max) return messages.maxValue(format(max));
    return undefined;
  };
}
