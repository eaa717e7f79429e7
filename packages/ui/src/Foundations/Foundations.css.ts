import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const page = style({ display: 'grid', gap: vars.space['600'], maxWidth: vars.size.content });

export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.font.size.sm,
  color: vars.color.fg.default,
});

export const cell = style({
  textAlign: 'start',
  padding: `${vars.space['150']} ${vars.space['300']}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
});

export const code = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });

export const swatch = style({
  display: 'inline-block',
  width: vars.size.control.lg,
  height: vars.size.icon.lg,
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  verticalAlign: 'middle',
  marginInlineEnd: vars.space['200'],
});

export const sample = style({
  display: 'inline-block',
  padding: `${vars.space['100']} ${vars.space['300']}`,
  borderRadius: vars.radius.control,
  fontWeight: vars.font.weight.semibold,
});

export const bar = style({
  height: vars.space['400'],
  background: vars.color.bg.fill.primary,
  borderRadius: vars.radius.control,
});

export const tile = style({
  width: `calc(${vars.size.control.lg} * 2)`,
  height: vars.size.control.lg,
  background: vars.color.bg.surfaceRaised,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.size.control.lg} * 3), 1fr))`,
  gap: vars.space['400'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  color: vars.color.fg.default,
});

export const gridItem = style({ display: 'grid', justifyItems: 'center', gap: vars.space['200'] });
