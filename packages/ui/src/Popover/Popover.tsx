import type { ReactNode } from 'react';
import { Dialog, DialogTrigger, Heading, Popover as AriaPopover } from 'react-aria-components';

import { WithAriaButtons } from '../Button/WithAriaButtons';
import { overlaySurface } from '../private/overlay.css';
import { popoverBody, popoverTitle } from './Popover.css';

/** Props of {@link Popover}. */
export interface PopoverProps {
  /** The element that opens it: one pressable kit component (Button, IconButton). */
  trigger: ReactNode;
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** The content. */
  children: ReactNode;
  /** Opens it initially (stories, visual tests). */
  defaultOpen?: boolean;
  /**
   * Where it sits relative to the trigger.
   * @default 'bottom start'
   */
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/**
 * A titled, non-modal dialog anchored to a trigger button. Focus moves in on open and returns to the trigger on
 * Escape or a click outside. The kit's own overlays (a list's filter panel, selects, menus, the date pickers,
 * the editor's link form) sit on React Aria's popover directly; this is the ready-made one for a screen.
 * State: `data-placement`, `data-entering`, `data-exiting`.
 *
 * **When to use:** Non-modal extra content or a small form tied to one button, that the user can leave with
 * Escape or a click outside without losing the page.
 *
 * **When not to use:** A task that must be finished or cancelled is a {@link Modal}; a list of actions is a
 * {@link Menu}; a short hint on hover is a {@link Tooltip}; a list's filters are the {@link FilterPanel}.
 */
export function Popover({ trigger, title, children, defaultOpen, placement = 'bottom start' }: PopoverProps) {
  return (
    <DialogTrigger defaultOpen={defaultOpen}>
      <WithAriaButtons>{trigger}</WithAriaButtons>
      <AriaPopover placement={placement} offset={6} className={overlaySurface}>
        <Dialog className={popoverBody}>
          <Heading slot="title" className={popoverTitle}>
            {title}
          </Heading>
          {children}
        </Dialog>
      </AriaPopover>
    </DialogTrigger>
  );
}
