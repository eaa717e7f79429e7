import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    padding: 0,
    borderRadius: vars.radius.control,
    borderWidth: vars.border.hairline,
    borderStyle: 'solid',
    borderColor: 'transparent',
    background: 'transparent',
    color: vars.color.fg.default,
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.quietHover },
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    },
  },
  variants: {
    variant: {
      secondary: { borderColor: vars.color.border.strong, background: vars.color.bg.surface },
      quiet: {},
    },
    tone: { neutral: {}, critical: { color: vars.color.fg.critical } },
    size: {
      sm: { width: vars.size.control.sm, height: vars.size.control.sm },
      md: { width: vars.size.control.md, height: vars.size.control.md },
      lg: { width: vars.size.control.lg, height: vars.size.control.lg },
    },
  },
  defaultVariants: { variant: 'quiet', tone: 'neutral', size: 'md' },
});

export type IconButtonVariants = NonNullable<RecipeVariants<typeof iconButton>>;
