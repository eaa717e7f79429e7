import type { ReactNode, Ref } from 'react';

import { visuallyHidden } from '../private/visuallyHidden.css';
import { Tooltip } from '../Tooltip/Tooltip';
import { TooltipFocusTarget } from '../Tooltip/TooltipFocusTarget';
import { chip, chipText, fullTextTrigger } from './Chip.css';

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
  /**
   * The full text of a chip whose text may be truncated: shown in a tooltip on hover and on keyboard focus (the
   * chip then takes focus), and read whole by screen readers.
   */
  title?: string;
  /** Forwarded to the root `<span>`. */
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A compact, non-interactive label with a tone. With `title` it is focusable and shows the full text in a
 * tooltip, so keyboard users reach what a pointer user sees on hover (`data-focus-visible` on its focus
 * target).
 *
 * **When to use:** A short, non-interactive label with a tone, such as the scheduled flag on an order card.
 * The text must say what the colour says.
 *
 * **When not to use:** An order, delivery or job status is a {@link StatusChip} (or `OrderStatusChip`,
 * `DeliveryJobStatusChip`), which adds the dot; a one-word marker is a {@link Badge}; something pressable is
 * a {@link Button}.
 */
export function Chip({ tone, size, startSlot, children, title, ref }: ChipProps) {
  if (title === undefined) {
    return (
      <span ref={ref} className={chip({ tone, size })}>
        {startSlot}
        <span className={chipText}>{children}</span>
      </span>
    );
  }
  // A native `title` shows on mouse hover only; the kit's tooltip also opens on keyboard focus.
  return (
    <Tooltip content={title} delay={0}>
      <TooltipFocusTarget>
        {/* A focusable span so that keyboard users reach the tooltip too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <span tabIndex={0} className={fullTextTrigger} data-truncated="true">
          <span ref={ref} className={chip({ tone, size })}>
            {startSlot}
            <span className={chipText} aria-hidden="true">
              {children}
            </span>
            <span className={visuallyHidden}>{title}</span>
          </span>
        </span>
      </TooltipFocusTarget>
    </Tooltip>
  );
}
