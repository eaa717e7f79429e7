import { formatPercent } from '@backoffice/domain';
import type { Ref } from 'react';

import { ParsedTextInput } from './ParsedTextInput';
import { parsePercentText } from './parsePercentText';
import type { ControlProps } from './types';

/** Props of {@link PercentInput}. The value is the fraction: 12 % is 0.12. */
export interface PercentInputProps extends ControlProps<number | null> {
  /** Placeholder text (never instead of the label). */
  placeholder?: string;
  /** Forwarded to the `<input>`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A percent input: accepts '12' or '12%' (domain `parsePercent`), emits the fraction (0.12), null when empty,
 * NaN while the text is no percentage, and shows two decimals ('12.00%', domain `formatPercent`) when not
 * focused.
 */
export function PercentInput(props: PercentInputProps) {
  return <ParsedTextInput {...props} parse={parsePercentText} format={formatPercent} />;
}
