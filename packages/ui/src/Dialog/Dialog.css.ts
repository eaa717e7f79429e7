import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { vars } from '../theme/contract.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['400'],
  background: vars.color.bg.backdrop,
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: '100%',
    overflowY: 'auto',
    background: vars.color.bg.surfaceRaised,
    borderRadius: vars.radius.surface,
    boxShadow: vars.shadow.overlay,
    outline: 'none',
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.modal.sm },
      md: { maxWidth: vars.size.modal.md },
      lg: { maxWidth: vars.size.modal.max },
    },
  },
  defaultVariants: { size: 'md' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
  padding: vars.space['600'],
  outline: 'none',
});

export const dialogTitle = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

export const dialogFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['200'],
});
