import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
});

// Fields take the form's width; a button placed directly in the form (Save) keeps its own.
globalStyle(`${form} > button`, { alignSelf: 'flex-start' });
