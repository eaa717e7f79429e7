import { style } from '@vanilla-extract/css';

import { focusRing } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['300'],
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'] });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const group = style({ display: 'flex', alignItems: 'center', gap: vars.space['100'] });

export const value = style({
  minWidth: vars.size.control.lg,
  height: vars.size.control.md,
  paddingInline: vars.space['300'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-disabled=true]': { opacity: vars.opacity.disabled },
  },
});
