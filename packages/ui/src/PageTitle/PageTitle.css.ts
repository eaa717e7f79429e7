import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const pageTitle = style({
  margin: 0,
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});
