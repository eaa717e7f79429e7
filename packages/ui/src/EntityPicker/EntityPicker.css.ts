import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

/** The box around the input and its buttons (RAC `Group`), drawn like the kit's text inputs. */
export const control = style({
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  width: '100%',
  minHeight: vars.size.control.md,
  paddingInlineStart: vars.space['300'],
  paddingInlineEnd: vars.space['100'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  selectors: {
    '&[data-focus-within]': focusRing,
    '&[data-invalid]': {
      borderColor: vars.color.fg.critical,
      boxShadow: `inset 0 0 0 ${vars.border.hairline} ${vars.color.fg.critical}`,
    },
    '&[data-disabled]': {
      opacity: vars.opacity.disabled,
      cursor: 'not-allowed',
      background: vars.color.bg.surfaceSunken,
    },
  },
});

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  alignSelf: 'stretch',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.fg.muted },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const busy = style({ display: 'inline-flex', color: vars.color.fg.muted });

/**
 * The clear button, and the chevron that opens the list (RAC leaves the chevron out of the tab order: the
 * input opens the list with ↓).
 */
export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.fg.muted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.fill.quietHover, color: vars.color.fg.default },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const listBox = style({
  width: 'var(--trigger-width)',
  maxHeight: `calc(${vars.size.control.md} * 8)`,
  overflowY: 'auto',
  padding: vars.space['100'],
  outline: 'none',
  boxSizing: 'border-box',
});

export const listState = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  paddingBlock: vars.space['200'],
  paddingInline: vars.space['300'],
  color: vars.color.fg.muted,
  fontSize: vars.font.size.md,
});

/** The chosen options of a multiple picker (RAC `TagGroup`). */
export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['100'], outline: 'none' });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['050'],
  maxWidth: '100%',
  paddingBlock: vars.space['025'],
  paddingInlineStart: vars.space['300'],
  paddingInlineEnd: vars.space['050'],
  border: `${vars.border.hairline} solid ${vars.color.status.neutral.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.status.neutral.bg,
  color: vars.color.status.neutral.fg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: vars.opacity.disabled },
  },
});

export const tagText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon.lg,
  height: vars.size.icon.lg,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.round,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.fill.neutralHover },
    '&[data-focus-visible]': focusRing,
  },
});

export const loadError = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['200'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.critical,
});
