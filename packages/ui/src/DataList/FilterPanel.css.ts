import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
  padding: vars.space['400'],
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const panelTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const fields = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.tooltip}, 1fr))`,
  gap: vars.space['400'],
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'], minWidth: 0 });

export const input = style({
  minHeight: vars.size.control.md,
  width: '100%',
  boxSizing: 'border-box',
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

export const comboBox = style({ display: 'flex', alignItems: 'center', gap: vars.space['100'] });

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  minHeight: vars.size.control.md,
  width: '100%',
  paddingInline: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  textAlign: 'start',
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const selectValue = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.fg.muted } },
});

export const comboTrigger = style([trigger, { width: 'auto', flexShrink: 0 }]);

export const chipRow = style({ display: 'flex', gap: vars.space['200'] });

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['100'] });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  paddingBlock: vars.space['050'],
  paddingInlineStart: vars.space['200'],
  paddingInlineEnd: vars.space['050'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.fill.neutral,
  fontSize: vars.font.size.sm,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['050'],
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: vars.color.fg.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.fill.neutralHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['200'] });

export const dialogFields = style({ display: 'flex', flexDirection: 'column', gap: vars.space['400'] });

export const progressTrack = style({
  height: vars.space['200'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.fill.neutral,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.bg.fill.primary,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const progressHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  fontSize: vars.font.size.sm,
});

export const progressBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'] });

export const failedList = style({ margin: 0, paddingInlineStart: vars.space['600'] });

export const muted = style({ color: vars.color.fg.muted, margin: 0 });
