import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['300'],
  paddingBlock: vars.space['800'],
  paddingInline: vars.space['400'],
  textAlign: 'center',
});

export const glyph = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.lg,
  height: vars.size.control.lg,
  borderRadius: vars.radius.round,
  background: vars.color.bg.fill.neutral,
  color: vars.color.fg.muted,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.modal.sm,
  color: vars.color.fg.muted,
});

export const action = style({ marginTop: vars.space['200'] });
