import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['400'],
  maxWidth: vars.size.modal.md,
  paddingBlock: vars.space['800'],
});

export const code = style({
  margin: 0,
  fontSize: vars.font.size.display,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.fg.muted,
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const text = style({ margin: 0 });
