import { style, styleVariants } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

const iconBase = style({
  flexShrink: 0,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: vars.border.strong,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

// Plain classes by size rather than a recipe: the sign-in fields show an icon, and a recipe's runtime would load
// with it on an app's first page.
export const icon = styleVariants({
  sm: [iconBase, { width: vars.size.icon.sm, height: vars.size.icon.sm }],
  md: [iconBase, { width: vars.size.icon.md, height: vars.size.icon.md }],
  lg: [iconBase, { width: vars.size.icon.lg, height: vars.size.icon.lg }],
});
