import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const popoverBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  maxWidth: vars.size.popover,
  padding: vars.space['400'],
  outline: 'none',
});

export const popoverTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
