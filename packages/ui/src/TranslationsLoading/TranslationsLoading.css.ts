import { style } from '@vanilla-extract/css';

export const fullPage = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '100vh',
});
