import { style } from '@vanilla-extract/css';

import { media } from '../theme/tokens';
import { vars } from '../theme/contract.css';

export const fieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  minWidth: 0,
  margin: 0,
  padding: vars.space['400'],
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  background: vars.color.bg.surface,
  fontFamily: vars.font.family.body,
  color: vars.color.fg.default,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.fg.critical, borderWidth: vars.border.strong },
  },
});

export const legend = style({
  paddingInline: vars.space['100'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const requiredMark = style({ color: vars.color.fg.critical, marginInlineStart: vars.space['050'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['300'],
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const note = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.critical,
});

export const map = style({
  width: '100%',
  height: `calc(${vars.size.control.lg} * 6)`,
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  background: vars.color.bg.surfaceSunken,
  overflow: 'hidden',
});

export const listBox = style({
  maxHeight: `calc(${vars.size.control.md} * 6)`,
  overflowY: 'auto',
  padding: vars.space['100'],
  outline: 'none',
  minWidth: 'var(--trigger-width)',
});

export const option = style({
  padding: vars.space['200'],
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.bg.fill.selected, color: vars.color.fg.selected },
  },
});

export const empty = style({
  padding: vars.space['200'],
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});
