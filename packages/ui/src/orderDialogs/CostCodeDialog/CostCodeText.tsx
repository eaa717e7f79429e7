import { LIMITS } from '@backoffice/domain';

import { visuallyHidden } from '../../private/visuallyHidden.css';
import { Tooltip } from '../../Tooltip/Tooltip';
import { TooltipFocusTarget } from '../../Tooltip/TooltipFocusTarget';
import { truncated } from '../shared/orderDialogs.css';

/** Props of {@link CostCodeText}. */
export interface CostCodeTextProps {
  /** The code as stored. */
  value: string;
}

/**
 * A cost code as text. Longer than 20 characters (LIMITS.costCodeTooltipLength) it shows the first 20 and an
 * ellipsis, and a Tooltip with the whole code on hover or keyboard focus; screen readers read the whole code.
 */
export function CostCodeText({ value }: CostCodeTextProps) {
  const max = LIMITS.costCodeTooltipLength;
  if (value.length <= max) return <span>{value}</span>;
  return (
    <Tooltip content={value} delay={0}>
      <TooltipFocusTarget>
        {/* A focusable span so that keyboard users reach the tooltip too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
        <span tabIndex={0} className={truncated} data-truncated="true">
          <span aria-hidden="true">{`${value.slice(0, max)}…`}</span>
          <span className={visuallyHidden}>{value}</span>
        </span>
      </TooltipFocusTarget>
    </Tooltip>
  );
}
