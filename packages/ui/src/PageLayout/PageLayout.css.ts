import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/** Main two thirds, aside one third; one column (main first) under 992 px. */
export const layout = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    gap: vars.space['400'],
  },
  variants: {
    hasAside: {
      true: {
        '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
      },
      false: {},
    },
  },
  defaultVariants: { hasAside: false },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
  minWidth: 0,
});
