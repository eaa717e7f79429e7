import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

/** A thermal receipt roll is 80 mm wide; the printable area is about 72 mm. */
export const receipt = style({
  width: '80mm',
  maxWidth: '100%',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  padding: vars.space['400'],
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  border: `${vars.border.hairline} dashed ${vars.color.border.strong}`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.tight,
  '@media': {
    print: {
      width: '72mm',
      padding: 0,
      border: 'none',
      background: 'none',
      color: 'black',
      fontSize: '9pt',
      breakInside: 'avoid',
    },
  },
});

// On paper everything is black on white: no tinted note box, no muted greys that thermal printers drop.
globalStyle(`${receipt} *`, {
  '@media': { print: { color: 'black', background: 'none', borderColor: 'black', boxShadow: 'none' } },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['100'],
  textAlign: 'center',
  paddingBottom: vars.space['300'],
  borderBottom: `${vars.border.hairline} dashed ${vars.color.border.strong}`,
});

export const restaurant = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  '@media': { print: { fontSize: '12pt' } },
});

export const identifier = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.02em',
  '@media': { print: { fontSize: '16pt' } },
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space['200'],
  rowGap: vars.space['050'],
});

export const factTerm = style({ margin: 0, color: vars.color.fg.muted });

export const factValue = style({ margin: 0, textAlign: 'end', fontWeight: vars.font.weight.medium });

export const divider = style({
  border: 'none',
  borderTop: `${vars.border.hairline} dashed ${vars.color.border.strong}`,
  margin: 0,
  width: '100%',
});

export const payment = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

/** Each term/value pair sits in the grid directly; the wrapper only groups them for the list's semantics. */
export const factRow = style({ display: 'contents' });
