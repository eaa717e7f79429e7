import type { ReactNode } from 'react';
import type { TooltipTriggerComponentProps } from 'react-aria-components';
import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

import { tooltip } from './Tooltip.css';

/** Tooltip placements. */
export const tooltipPlacements = ['top', 'bottom', 'start', 'end'] as const;

/** Props of {@link Tooltip}. */
export interface TooltipProps extends Omit<TooltipTriggerComponentProps, 'children'> {
  /** The tooltip text. It adds detail; it must never be the only way to reach information. */
  content: ReactNode;
  /** The trigger: one focusable element (a Button, IconButton or Link of the kit). */
  children: ReactNode;
  /**
   * Where the tooltip sits relative to the trigger.
   * @default 'top'
   */
  placement?: (typeof tooltipPlacements)[number];
}

/**
 * Shows `content` when its trigger is hovered or receives keyboard focus; Escape closes it. State:
 * `data-entering`/`data-exiting` on the tooltip, `data-placement`.
 *
 * **When to use:** A short hint on a focusable trigger when it is hovered or focused: the full text of a
 * truncated cell, the e-mail failures behind an order's marker, the name of an {@link IconButton}.
 *
 * **When not to use:** Content the user needs to do the task is written on the page; anything interactive or
 * longer is a {@link Popover}; a shortened status is a {@link StatusChip} with `title`, which brings its own
 * tooltip.
 */
export function Tooltip({ content, children, placement = 'top', delay = 600, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      {children}
      <AriaTooltip placement={placement} offset={6} className={tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
