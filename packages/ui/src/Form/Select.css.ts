import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';
import { input } from './FieldFrame.css';

export const trigger = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space['200'],
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '[data-invalid] &': {
        borderColor: vars.color.fg.critical,
        boxShadow: `inset 0 0 0 ${vars.border.hairline} ${vars.color.fg.critical}`,
      },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.fg.muted } },
});

export const listBox = style({
  minWidth: 'var(--trigger-width)',
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space['100'],
  outline: 'none',
  boxSizing: 'border-box',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  paddingBlock: vars.space['200'],
  paddingInline: vars.space['300'],
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.bg.fill.selected, color: vars.color.fg.selected },
    '&[data-focus-visible]': focusRing,
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});
