import type { ReactNode } from 'react';
import { Suspense, useEffect, useRef, useState } from 'react';
import type { TooltipTriggerComponentProps } from 'react-aria-components';

import { partComponent, tooltipPart } from '../private/lazyParts';
import { useFirstUse } from '../private/useFirstUse';
import { triggerFrame } from './Tooltip.css';

const TooltipFrame = /* @__PURE__ */ partComponent(tooltipPart, (parts) => parts.TooltipFrame);

/** What a tooltip's trigger can hold focus on. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

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
export function Tooltip(props: TooltipProps) {
  const { children, delay = 600, isOpen, defaultOpen, onOpenChange } = props;
  // Until a tooltip is first hovered or focused it is its trigger alone: a list's 100 truncated chips would
  // otherwise mount 100 of React Aria's tooltip triggers and load its overlays before the rows. The first hover
  // or focus loads the code (`private/lazyParts.tsx`, preloaded once the user moves the pointer or types), swaps
  // React Aria's trigger in on the same spot, gives focus back to it and opens the tooltip after the delay. Once
  // the code is in, the swap is at once; a list that renders its rows again (a search, a page) still mounts no
  // trigger per cut cell. A tooltip opened by its props (`isOpen`, `defaultOpen`) is React Aria's from the start.
  const [isGiven] = useState(() => isOpen !== undefined || defaultOpen !== undefined);
  const [isSwappedOpen, setSwappedOpen] = useState(false);
  const frame = useRef<HTMLSpanElement>(null);
  const hoveredSince = useRef<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const { isSwapped, swapIn } = useFirstUse({
    part: tooltipPart,
    isSwapped: isGiven,
    trigger: () => frame.current?.querySelector<HTMLElement>(FOCUSABLE),
    focusScope: frame,
    afterSwap: (hasFocus) => {
      // Focus given back opens the tooltip through React Aria's trigger; a hover that trigger never saw opens it
      // here, after what is left of the delay.
      if (hasFocus || hoveredSince.current === null) return;
      const wait = Math.max(0, delay - (performance.now() - hoveredSince.current));
      timer.current = setTimeout(() => {
        if (hoveredSince.current !== null) setSwappedOpen(true);
      }, wait);
    },
  });

  if (!isSwapped) {
    return (
      <span
        ref={frame}
        className={triggerFrame}
        onPointerEnter={() => {
          hoveredSince.current = performance.now();
          swapIn();
        }}
        onPointerLeave={() => (hoveredSince.current = null)}
        onFocus={swapIn}
      >
        {children}
      </span>
    );
  }
  if (isGiven) {
    return (
      <span ref={frame} className={triggerFrame}>
        <Suspense fallback={children}>
          <TooltipFrame {...props} />
        </Suspense>
      </span>
    );
  }
  return (
    <span
      ref={frame}
      className={triggerFrame}
      onPointerLeave={() => {
        // React Aria's trigger came in under a pointer it never saw enter; it closes on this leave itself from
        // the next hover on.
        hoveredSince.current = null;
        setSwappedOpen(false);
      }}
    >
      <Suspense fallback={children}>
        <TooltipFrame
          {...props}
          isOpen={isSwappedOpen}
          onOpenChange={(open) => {
            setSwappedOpen(open);
            onOpenChange?.(open);
          }}
        />
      </Suspense>
    </span>
  );
}
