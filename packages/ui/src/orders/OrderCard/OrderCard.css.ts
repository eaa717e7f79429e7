import { style } from '@vanilla-extract/css';

import { focusRing } from '../../private/focusRing.css';
import { vars } from '../../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  padding: vars.space['400'],
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  boxShadow: vars.shadow.raised,
  selectors: {
    '&[data-variant=compact]': { gap: vars.space['200'], padding: vars.space['300'] },
    '&[data-selected=true]': {
      borderColor: vars.color.focus,
      boxShadow: `inset 0 0 0 ${vars.border.hairline} ${vars.color.focus}`,
      background: vars.color.bg.fill.selected,
    },
    '&:has([data-hovered])': { borderColor: vars.color.border.strong },
    // In an OrderCardList the select button is an Ariakit item, which sets no data-hovered.
    '&:has([data-order-id]:hover)': { borderColor: vars.color.border.strong },
  },
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['200'],
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  selectors: { '[data-variant=compact] &': { fontSize: vars.font.size.md } },
});

/** The identifier as a button: its ::after covers the card, so the whole card selects (the name stays short). */
export const selectButton = style({
  all: 'unset',
  cursor: 'pointer',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.surface },
  selectors: {
    '&[data-focus-visible]::after': focusRing,
  },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['100'],
  columnGap: vars.space['300'],
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const person = style({ fontWeight: vars.font.weight.semibold, color: vars.color.fg.default });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const delivery = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['100'],
  columnGap: vars.space['300'],
  fontSize: vars.font.size.sm,
});

export const summary = style({
  margin: 0,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['300'],
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  paddingTop: vars.space['300'],
  borderTop: `${vars.border.hairline} solid ${vars.color.border.default}`,
});

/** Actions sit above the select button's overlay so they stay pressable. */
export const actions = style({
  position: 'relative',
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['200'],
});
