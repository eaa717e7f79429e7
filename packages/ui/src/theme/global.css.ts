import './themes.css';

import { globalStyle } from '@vanilla-extract/css';

import { vars } from './contract.css';
import { media } from './tokens';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', {
  margin: 0,
  padding: 0,
  background: vars.color.bg.canvas,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0s !important',
      transitionDuration: '0s !important',
    },
  },
});
