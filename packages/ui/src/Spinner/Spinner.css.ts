import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerRoot = style({ display: 'inline-flex', color: vars.color.fg.link });

export const glyph = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.round,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} ${vars.motion.spin} linear infinite`,
  },
  variants: {
    size: {
      sm: { width: vars.size.spinner.sm, height: vars.size.spinner.sm, borderWidth: vars.border.strong },
      md: { width: vars.size.spinner.md, height: vars.size.spinner.md, borderWidth: vars.border.strong },
      lg: { width: vars.size.spinner.lg, height: vars.size.spinner.lg, borderWidth: vars.space['100'] },
    },
  },
  defaultVariants: { size: 'md' },
});
