import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const picture = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.popover,
  height: 'auto',
});

export const frame = style({
  fill: vars.color.bg.surfaceSunken,
  stroke: vars.color.border.strong,
  strokeWidth: 1,
});
export const surface = style({
  fill: vars.color.bg.surface,
  stroke: vars.color.border.default,
  strokeWidth: 1,
});
export const field = style({
  fill: vars.color.bg.surfaceSunken,
  stroke: vars.color.border.default,
  strokeWidth: 1,
});
export const glyph = style({
  fill: 'none',
  stroke: vars.color.fg.muted,
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const text = style({ fill: vars.color.fg.muted, opacity: 0.45 });
export const highlight = style({ fill: 'none', stroke: vars.color.focus, strokeWidth: 2.5 });
export const arrow = style({
  fill: 'none',
  stroke: vars.color.focus,
  strokeWidth: 2.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const dotClose = style({ fill: vars.color.status.error.border });
export const dotMinimise = style({ fill: vars.color.status.yellow.border });
export const dotZoom = style({ fill: vars.color.status.success.border });
