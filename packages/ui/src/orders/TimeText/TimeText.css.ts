import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../../theme/contract.css';

export const timeText = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['100'],
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.tight,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      green: { color: vars.color.time.green },
      red: { color: vars.color.time.red },
      neutral: { color: vars.color.fg.muted },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
