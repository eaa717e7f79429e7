import { style } from '@vanilla-extract/css';
import type { RecipeVariants } from '@vanilla-extract/recipes';
import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['200'],
    borderRadius: vars.radius.control,
    borderWidth: vars.border.hairline,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': focusRing,
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
      '&[data-pending]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.bg.fill.primary,
        color: vars.color.fg.onFill,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.primaryHover },
        },
      },
      secondary: {
        background: vars.color.bg.surface,
        color: vars.color.fg.default,
        borderColor: vars.color.border.strong,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.neutral } },
      },
      quiet: {
        background: 'transparent',
        color: vars.color.fg.link,
        selectors: { '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.quietHover } },
      },
    },
    tone: { neutral: {}, critical: {} },
    size: {
      sm: { minHeight: vars.size.control.sm, paddingInline: vars.space['200'], fontSize: vars.font.size.sm },
      md: { minHeight: vars.size.control.md, paddingInline: vars.space['400'], fontSize: vars.font.size.md },
      lg: { minHeight: vars.size.control.lg, paddingInline: vars.space['600'], fontSize: vars.font.size.lg },
    },
  },
  compoundVariants: [
    {
      variants: { variant: 'primary', tone: 'critical' },
      style: {
        background: vars.color.bg.fill.critical,
        selectors: {
          '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.criticalHover },
        },
      },
    },
    {
      variants: { variant: 'secondary', tone: 'critical' },
      style: { color: vars.color.fg.critical, borderColor: vars.color.fg.critical },
    },
    { variants: { variant: 'quiet', tone: 'critical' }, style: { color: vars.color.fg.critical } },
  ],
  defaultVariants: { variant: 'primary', tone: 'neutral', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Keeps the label's width while pending, so the button does not jump. */
export const label = style({
  // Opacity, not visibility: the label must stay the accessible name while pending.
  selectors: { '[data-pending] > &': { opacity: 0 } },
});

export const pendingGlyph = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});
