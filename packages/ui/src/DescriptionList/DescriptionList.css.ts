import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

/** Terms in a first column as wide as the longest (at most 40 %), values in the rest; a pair per row. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'fit-content(40%) minmax(0, 1fr)',
  columnGap: vars.space['600'],
  rowGap: vars.space['200'],
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
});

export const row = style({ display: 'contents' });

export const term = style({ margin: 0, color: vars.color.fg.muted, overflowWrap: 'anywhere' });

export const value = style({ margin: 0, color: vars.color.fg.default, overflowWrap: 'anywhere' });

export const empty = style({ color: vars.color.fg.muted });

/** The skeleton's rows: a short term bone beside a longer value bone. */
export const skeletonTerm = style({ width: '70%' });
export const skeletonValue = style({ width: '85%' });

/**
 * The skeleton has no text to size its term column by (a third of the width), and its bones are thinner than
 * a line of text (rows further apart, for the same height).
 */
export const skeletonList = style([
  list,
  {
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
    rowGap: vars.space['400'],
    paddingBlock: vars.space['100'],
  },
]);
