import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

/** The field's column: label, control, description, error. */
export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

/** The required mark after the label (decorative: the control carries aria-required). */
export const requiredMark = style({ color: vars.color.fg.critical, marginInlineStart: vars.space['050'] });

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.critical,
});

/** A text-like input: text, number, percent, phone, textarea, the select's button. */
export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.control.md,
  paddingInline: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  outline: 'none',
  selectors: {
    '&[data-focus-visible], &[data-focused]': focusRing,
    '&[data-invalid], &[aria-invalid=true]': {
      borderColor: vars.color.fg.critical,
      boxShadow: `inset 0 0 0 ${vars.border.hairline} ${vars.color.fg.critical}`,
    },
    '&[data-disabled], &:disabled': {
      opacity: vars.opacity.disabled,
      cursor: 'not-allowed',
      background: vars.color.bg.surfaceSunken,
    },
  },
});

export const textArea = style([
  input,
  { paddingBlock: vars.space['200'], minHeight: `calc(${vars.size.control.md} * 2.5)`, resize: 'vertical' },
]);
