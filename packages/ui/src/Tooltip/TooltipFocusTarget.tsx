import type { DOMAttributes, ReactElement } from 'react';
import { useState } from 'react';

import { tooltipPart } from '../private/lazyParts';

/**
 * Makes a plain focusable element (a `<span tabIndex={0}>` around a chip) the trigger of the {@link Tooltip} it is
 * in. React Aria's tooltip trigger hears only a child that takes its focus and hover handlers (its `Focusable`),
 * and that code comes with the tooltip's (`TooltipParts.tsx`): until a tooltip is first used, its trigger is
 * rendered as it is, with no React Aria at all; the tooltip's first use remounts its trigger with the code in.
 * Each instance keeps the form it mounted with, so that a render never swaps the element around the child.
 */
export function TooltipFocusTarget({
  children,
}: {
  children: ReactElement<DOMAttributes<HTMLElement>, string>;
}) {
  const [Focusable] = useState(() => tooltipPart.loaded()?.TooltipFocusable);
  return Focusable ? <Focusable>{children}</Focusable> : children;
}
