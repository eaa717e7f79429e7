import { style } from '@vanilla-extract/css';

import { focusRing } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

/** The dialog's fields, stacked. */
export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
});

/** The actions row: Cancel and Save, right-aligned. */
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['200'],
});

/** A bordered group of fields (a meal line, a cost-code row). */
export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  padding: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.control,
  minWidth: 0,
});

/** Fields side by side on wide screens, stacked on narrow ones. */
export const fieldRow = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space['300'],
  alignItems: 'start',
});

export const groupTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const muted = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

/** A labelled read-only value (the company refund amount). */
export const readout = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['300'],
});

export const readoutLabel = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const readoutValue = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.fg.default,
});

/** A warning line (icon plus text: the text carries the meaning, not the colour). */
export const warning = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  padding: vars.space['300'],
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid ${vars.color.status.warning.border}`,
  background: vars.color.status.warning.bg,
  color: vars.color.status.warning.fg,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

/** A row-level message (a cost-code row without any code). */
export const rowError = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.critical,
});

/** Truncated text that opens a tooltip with the whole value on hover or keyboard focus. */
export const truncated = style({
  borderRadius: vars.radius.control,
  textDecorationLine: 'underline',
  textDecorationStyle: 'dotted',
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});
