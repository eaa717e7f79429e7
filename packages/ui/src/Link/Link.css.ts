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
      '&[data-hovered]': { textDecorationThickness: vars.border.strong },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed', textDecoration: 'none' },
      '&[data-current]': { color: vars.color.fg.default, textDecoration: 'none', cursor: 'default' },
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
