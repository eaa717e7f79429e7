import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: vars.size.icon.md,
    height: vars.size.icon.md,
    paddingInline: vars.space['150'],
    borderRadius: vars.radius.pill,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      neutral: { background: vars.color.bg.fill.neutralHover, color: vars.color.fg.default },
      info: { background: vars.color.bg.fill.primary, color: vars.color.fg.onFill },
      critical: { background: vars.color.bg.fill.critical, color: vars.color.fg.onFill },
    },
  },
  defaultVariants: { tone: 'info' },
});
