import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
});

export const nested = style([list, { paddingLeft: vars.space['400'], marginTop: vars.space['100'] }]);

export const groupLabel = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.muted,
  paddingTop: vars.space['200'],
});
