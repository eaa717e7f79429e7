import type { Ref } from 'react';

import { ParsedTextInput } from './ParsedTextInput';
import { parseNumberText } from './parseNumberText';
import type { ControlProps } from './types';

/** Props of {@link NumberInput}. States: `data-invalid`, `data-disabled`, `data-focused` on the input. */
export interface NumberInputProps extends ControlProps<number | null> {
  /** Placeholder text (never instead of the label). */
  placeholder?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number text input: emits numbers, null when empty, NaN while the text is no number (a decimal comma is
 * read as a point). A text input rather than RAC `NumberField`, whose spin buttons and locale parsing would
 * silently drop text that is no number instead of reporting it.
 */
export function NumberInput(props: NumberInputProps) {
  return <ParsedTextInput {...props} parse={parseNumberText} format={String} />;
}
