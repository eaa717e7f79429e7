import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

export const skeletonGroup = style({ display: 'flex', flexDirection: 'column', gap: vars.space['200'] });

export const bone = recipe({
  base: {
    display: 'block',
    background: vars.color.skeleton,
    animation: `${pulse} 1.6s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: vars.size.skeletonLine, borderRadius: vars.radius.control },
      block: { height: vars.size.control.lg, borderRadius: vars.radius.surface },
      circle: { width: vars.size.control.md, height: vars.size.control.md, borderRadius: vars.radius.round },
    },
    short: { true: { width: '60%' }, false: {} },
  },
  defaultVariants: { shape: 'text', short: false },
});
