import { keyframes, style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerRoot = style({ display: 'inline-flex', color: vars.color.fg.link });

const glyphBase = style({
  display: 'inline-block',
  flexShrink: 0,
  borderRadius: vars.radius.round,
  borderStyle: 'solid',
  borderColor: 'currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.motion.spin} linear infinite`,
});

// Plain classes by size rather than a recipe: the spinner shows before an app's first screen, and a recipe's
// runtime would load with it.
export const glyph = styleVariants({
  sm: [
    glyphBase,
    { width: vars.size.spinner.sm, height: vars.size.spinner.sm, borderWidth: vars.border.strong },
  ],
  md: [
    glyphBase,
    { width: vars.size.spinner.md, height: vars.size.spinner.md, borderWidth: vars.border.strong },
  ],
  lg: [
    glyphBase,
    { width: vars.size.spinner.lg, height: vars.size.spinner.lg, borderWidth: vars.space['100'] },
  ],
});
