import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const tooltip = style({
  maxWidth: vars.size.tooltip,
  paddingBlock: vars.space['100'],
  paddingInline: vars.space['200'],
  borderRadius: vars.radius.control,
  background: vars.color.fg.default,
  color: vars.color.bg.surface,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  zIndex: vars.z.tooltip,
});

/** The box-less span around a tooltip's trigger, which hears its first hover and focus (Tooltip.tsx). */
export const triggerFrame = style({ display: 'contents' });
