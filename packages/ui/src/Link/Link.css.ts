import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const link = recipe({
  base: {
    color: vars.color.fg.link,
    textDecoration: 'underline',
    textUnderlineOffset: vars.space['050'],
    borderRadius: vars.radius.control,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&:focus-visible': focusRing,
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed', textDecoration: 'none' },
      '&[data-current]': { color: vars.color.fg.default, textDecoration: 'none', cursor: 'default' },
    },
    // A native link: the browser's hover, kept from touch screens, whose tap would leave it on.
    '@media': {
      '(hover: hover)': { selectors: { '&:hover': { textDecorationThickness: vars.border.strong } } },
    },
  },
  variants: {
    variant: {
      inline: {},
      standalone: { fontWeight: vars.font.weight.semibold, textDecoration: 'none' },
    },
  },
  defaultVariants: { variant: 'inline' },
});
