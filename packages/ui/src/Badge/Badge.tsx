import type { Ref } from 'react';

import { visuallyHidden } from '../private/visuallyHidden.css';
import { badge } from './Badge.css';

/** Badge tones. */
export const badgeTones = ['neutral', 'info', 'critical'] as const;

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The count or short text shown. */
  children: string | number;
  /**
   * Colour role.
   * @default 'info'
   */
  tone?: (typeof badgeTones)[number];
  /** Spoken instead of the bare value, e.g. "3 new orders" for a badge showing 3. */
  label?: string;
  /** Forwarded to the root `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A short marker next to a label: "stored" on an invoice line that is saved, an order's city in the orders
 * table.
 *
 * **When to use:** A one-word marker beside a label: a "stored" marker on an invoice line, a city
 * marker in the orders table. Pass `label` when the bare value means nothing read aloud.
 *
 * **When not to use:** An order, delivery or job status is a {@link StatusChip} (a dot and the status in
 * words); a longer tonal label such as the scheduled flag is a {@link Chip}. Anything the user presses is a
 * {@link Button}.
 */
export function Badge({ children, tone, label, ref }: BadgeProps) {
  return (
    <span ref={ref} className={badge({ tone })}>
      {label ? (
        <>
          <span aria-hidden="true">{children}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        children
      )}
    </span>
  );
}
