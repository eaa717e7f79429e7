import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const message = style({ margin: 0, color: vars.color.fg.default });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'] });

export const fieldLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const input = style({
  minHeight: vars.size.control.md,
  paddingInline: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: { '&[data-focus-visible], &[data-focused]': focusRing },
});
