import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

/** A row's title and its remove button. */
export const rowHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
});

/** Read-only codes: term above value, side by side on wide screens. */
export const readOnlyList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space['300'],
  margin: 0,
  fontSize: vars.font.size.md,
});

globalStyle(`${readOnlyList} dd`, { margin: 0 });

export const readOnlyTerm = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.muted,
});
