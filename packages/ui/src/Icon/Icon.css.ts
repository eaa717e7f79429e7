import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

export const icon = recipe({
  base: {
    flexShrink: 0,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: vars.border.strong,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      sm: { width: vars.size.icon.sm, height: vars.size.icon.sm },
      md: { width: vars.size.icon.md, height: vars.size.icon.md },
      lg: { width: vars.size.icon.lg, height: vars.size.icon.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
