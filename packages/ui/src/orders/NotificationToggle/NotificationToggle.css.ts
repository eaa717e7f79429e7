import { style } from '@vanilla-extract/css';

import { focusRing } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['200'] });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['300'] });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['200'],
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'default', opacity: vars.opacity.disabled } },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.size.control.lg,
  height: vars.space['600'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.fill.neutral,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  selectors: {
    [`${toggle}[data-selected] &`]: {
      background: vars.color.bg.fill.primary,
      borderColor: vars.color.bg.fill.primary,
    },
    [`${toggle}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  position: 'absolute',
  top: vars.space['050'],
  left: vars.space['050'],
  width: vars.space['400'],
  height: vars.space['400'],
  borderRadius: vars.radius.round,
  background: vars.color.bg.surface,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  selectors: {
    [`${toggle}[data-selected] &`]: {
      left: 'auto',
      right: vars.space['050'],
      borderColor: vars.color.bg.surface,
    },
  },
});

export const state = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const blocked = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.critical,
  fontWeight: vars.font.weight.medium,
});

export const helpText = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
});
