import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

/** The raised surface shared by popovers, menus and tooltips. */
export const overlaySurface = style({
  background: vars.color.bg.surfaceRaised,
  color: vars.color.fg.default,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  boxShadow: vars.shadow.overlay,
  zIndex: vars.z.popover,
  outline: 'none',
});
