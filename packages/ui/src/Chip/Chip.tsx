import type { ReactNode, Ref } from 'react';

import { chip, chipText } from './Chip.css';

/** Chip tones. The spec names order and delivery statuses by these colours. */
export const chipTones = ['neutral', 'yellow', 'info', 'warning', 'error', 'success'] as const;
/** One of {@link chipTones}. */
export type ChipTone = (typeof chipTones)[number];
/** Chip sizes. */
export const chipSizes = ['sm', 'md'] as const;

/** Props of {@link Chip}. */
export interface ChipProps {
  /**
   * Colour role. Colour is never the only carrier of meaning: the text must say it too.
   * @default 'neutral'
   */
  tone?: ChipTone;
  /**
   * Size.
   * @default 'md'
   */
  size?: (typeof chipSizes)[number];
  /** Content before the text (an icon or a status dot). */
  startSlot?: ReactNode;
  /** The text. Long text is truncated with an ellipsis. */
  children: ReactNode;
  /** Tooltip-free full text for truncated chips, exposed as the `title`. */
  title?: string;
  /** Forwarded to the root `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A compact, non-interactive label with a tone.
 *
 * **When to use:** A short, non-interactive label with a tone, such as the scheduled flag on an order card.
 * The text must say what the colour says.
 *
 * **When not to use:** An order, delivery or job status is a {@link StatusChip} (or `OrderStatusChip`,
 * `DeliveryJobStatusChip`), which adds the dot and a keyboard-reachable tooltip for shortened text; a count
 * is a {@link Badge}; something pressable is a {@link Button}.
 */
export function Chip({ tone, size, startSlot, children, title, ref }: ChipProps) {
  return (
    <span ref={ref} className={chip({ tone, size })} title={title}>
      {startSlot}
      <span className={chipText}>{children}</span>
    </span>
  );
}
