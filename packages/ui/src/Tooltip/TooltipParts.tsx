import { Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components';

import { WithAriaButtons } from '../Button/WithAriaButtons';
import type { TooltipProps } from './Tooltip';
import { tooltip } from './Tooltip.css';

/**
 * The code of {@link Tooltip}: React Aria's trigger (hover, focus, Escape, the shared warm-up) and its positioned
 * tooltip, loaded on a tooltip's first hover or focus (`private/lazyParts.tsx`).
 */
export function TooltipFrame({ content, children, placement = 'top', delay = 600, ...props }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} {...props}>
      <WithAriaButtons>{children}</WithAriaButtons>
      <AriaTooltip placement={placement} offset={6} className={tooltip}>
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}

/** React Aria's `Focusable`, for a trigger that is no React Aria component (TooltipFocusTarget.tsx). */
export { Focusable as TooltipFocusable } from 'react-aria-components';
