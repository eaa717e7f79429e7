import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const group = style({
  display: 'inline-flex',
  padding: vars.space['050'],
  gap: vars.space['050'],
  borderRadius: vars.radius.control,
  background: vars.color.bg.fill.neutral,
});

export const option = style({
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['200'],
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.fg.muted,
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.semibold,
  fontSize: vars.font.size.sm,
  textTransform: 'uppercase',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.fg.default },
    '&[data-selected]': {
      background: vars.color.bg.surface,
      color: vars.color.fg.default,
      boxShadow: vars.shadow.raised,
    },
    '&[data-focus-visible]': focusRing,
  },
});
