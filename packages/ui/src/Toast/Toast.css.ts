import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space['400'],
  insetInlineEnd: vars.space['400'],
  zIndex: vars.z.toast,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['200'],
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.surface } },
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space['300'],
    width: vars.size.toast,
    maxWidth: `calc(100vw - 2 * ${vars.space['400']})`,
    padding: vars.space['300'],
    borderWidth: vars.border.hairline,
    borderStyle: 'solid',
    borderInlineStartWidth: vars.space['100'],
    borderRadius: vars.radius.surface,
    background: vars.color.bg.surfaceRaised,
    color: vars.color.fg.default,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
    selectors: { '&[data-focus-visible]': focusRing },
  },
  variants: {
    tone: {
      info: { borderColor: vars.color.status.info.border, borderInlineStartColor: vars.color.status.info.fg },
      success: {
        borderColor: vars.color.status.success.border,
        borderInlineStartColor: vars.color.status.success.fg,
      },
      warning: {
        borderColor: vars.color.status.warning.border,
        borderInlineStartColor: vars.color.status.warning.fg,
      },
      error: {
        borderColor: vars.color.status.error.border,
        borderInlineStartColor: vars.color.status.error.fg,
      },
    },
  },
  defaultVariants: { tone: 'info' },
});

export const toastText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  flexGrow: 1,
});

export const toastTitle = style({ fontWeight: vars.font.weight.semibold });

export const toastDescription = style({ fontSize: vars.font.size.sm, color: vars.color.fg.muted });
