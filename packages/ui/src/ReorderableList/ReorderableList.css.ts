import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  padding: `${vars.space['100']} ${vars.space['200']}`,
  background: vars.color.bg.surface,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.control,
  color: vars.color.fg.default,
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: vars.opacity.disabled },
    '&[data-selected]': {
      background: vars.color.bg.fill.selected,
      borderColor: vars.color.border.strong,
    },
  },
});

export const position = style({
  minWidth: vars.space['600'],
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

/** The row slot's box: the rest of the row's width. */
export const content = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const label = style({ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['100'],
  border: 'none',
  background: 'transparent',
  color: vars.color.fg.muted,
  borderRadius: vars.radius.control,
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const dropIndicator = style({
  selectors: {
    '&[data-drop-target]': { outline: `${vars.border.focus} solid ${vars.color.focus}` },
  },
});

export const empty = style({ color: vars.color.fg.muted, margin: 0 });
