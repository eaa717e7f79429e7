import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const menu = style({
  minWidth: vars.size.drawer,
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space['100'],
  outline: 'none',
});

export const menuItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  paddingBlock: vars.space['200'],
  paddingInline: vars.space['300'],
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.bg.fill.selected, color: vars.color.fg.selected },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&[data-tone=critical]': { color: vars.color.fg.critical },
  },
});
