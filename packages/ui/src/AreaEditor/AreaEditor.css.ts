import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['300'], minWidth: 0 });

export const drawing = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  maxHeight: `calc(${vars.size.control.lg} * 10)`,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surfaceSunken,
  touchAction: 'none',
});

export const map = style([drawing, { overflow: 'hidden' }]);

export const shape = style({
  fill: vars.color.bg.fill.selected,
  fillOpacity: 0.6,
  stroke: vars.color.bg.fill.primary,
  strokeWidth: vars.border.strong,
  vectorEffect: 'non-scaling-stroke',
});

export const restaurant = style({ fill: vars.color.fg.critical });

export const handle = style({
  fill: vars.color.bg.surface,
  stroke: vars.color.bg.fill.primary,
  strokeWidth: vars.border.strong,
  vectorEffect: 'non-scaling-stroke',
  cursor: 'grab',
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      fill: vars.color.focus,
      stroke: vars.color.fg.default,
      strokeWidth: vars.border.focus,
    },
    '&[data-dragging]': { cursor: 'grabbing', fill: vars.color.bg.fill.primary },
  },
});

export const handleRing = style({
  fill: 'none',
  stroke: vars.color.focus,
  strokeWidth: vars.border.focus,
  vectorEffect: 'non-scaling-stroke',
  pointerEvents: 'none',
});

export const scale = style({
  stroke: vars.color.fg.default,
  strokeWidth: vars.border.strong,
  vectorEffect: 'non-scaling-stroke',
});

export const scaleText = style({ fill: vars.color.fg.default, fontFamily: vars.font.family.body });

export const hint = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});

export const caption = style({
  textAlign: 'start',
  fontWeight: vars.font.weight.semibold,
  paddingBlockEnd: vars.space['200'],
});

export const cell = style({
  padding: vars.space['100'],
  textAlign: 'start',
  verticalAlign: 'bottom',
  borderBlockEnd: `${vars.border.hairline} solid ${vars.color.border.default}`,
});
