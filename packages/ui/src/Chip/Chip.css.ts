import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

const tone = (name: keyof typeof vars.color.status) => ({
  background: vars.color.status[name].bg,
  color: vars.color.status[name].fg,
  borderColor: vars.color.status[name].border,
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['100'],
    maxWidth: '100%',
    borderWidth: vars.border.hairline,
    borderStyle: 'solid',
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      neutral: tone('neutral'),
      yellow: tone('yellow'),
      info: tone('info'),
      warning: tone('warning'),
      error: tone('error'),
      success: tone('success'),
    },
    size: {
      sm: { paddingBlock: vars.space['025'], paddingInline: vars.space['200'], fontSize: vars.font.size.xs },
      md: { paddingBlock: vars.space['050'], paddingInline: vars.space['300'], fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'neutral', size: 'md' },
});

export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

/** The focus target around a chip with a full-text tooltip; it may shrink, so the chip inside still truncates. */
export const fullTextTrigger = style({
  display: 'inline-flex',
  maxWidth: '100%',
  minWidth: 0,
  borderRadius: vars.radius.pill,
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});

/** The dot before a status chip's text: decoration; the text carries the meaning. */
export const dot = style({
  flexShrink: 0,
  width: vars.space['200'],
  height: vars.space['200'],
  borderRadius: vars.radius.round,
  background: 'currentColor',
});
