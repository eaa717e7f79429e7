import { style } from '@vanilla-extract/css';

import { focusRing } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const carousel = style({ display: 'flex', flexDirection: 'column', gap: vars.space['300'] });

export const notice = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  margin: 0,
  padding: vars.space['300'],
  borderRadius: vars.radius.control,
  background: vars.color.status.warning.bg,
  color: vars.color.status.warning.fg,
  border: `${vars.border.hairline} solid ${vars.color.status.warning.border}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const slide = style({
  outline: 'none',
  borderRadius: vars.radius.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['300'],
});

export const counter = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});
