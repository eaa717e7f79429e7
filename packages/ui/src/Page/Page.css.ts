import { style } from '@vanilla-extract/css';

import { pageTitle } from '../PageTitle/PageTitle.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space['600'], minWidth: 0 });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  minWidth: 0,
});

/** Title and actions on one row; under 992 px the actions may wrap under the title. */
export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['400'],
  minHeight: vars.size.control.md,
  '@media': { [media.mobile]: { flexWrap: 'wrap' } },
});

/** The title takes what it needs (up to 60 % on desktop); the secondary actions get the rest. */
export const titleGroup = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['200'],
  flex: '0 1 auto',
  minWidth: 0,
  maxWidth: '60%',
  '@media': { [media.mobile]: { maxWidth: '100%' } },
});

export const title = style([pageTitle, { overflowWrap: 'anywhere' }]);

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['200'],
  flex: '1 1 0',
  minWidth: 0,
  '@media': { [media.mobile]: { flex: 'none', marginInlineStart: 'auto' } },
});

/**
 * The secondary actions' slot: its width is what the row leaves over (never what its buttons need), so that
 * measuring it cannot feed back into its own size.
 */
export const secondaryActions = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['200'],
  flex: '1 1 0',
  minWidth: 0,
  '@media': { [media.mobile]: { flex: 'none' } },
});

/**
 * Invisible copies of every secondary button and the menu trigger, laid out at their natural width: the
 * measure behind the folding. Zero height and growing towards the start, so it never adds scrollable overflow.
 */
export const measure = style({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  display: 'flex',
  gap: vars.space['200'],
  width: 'max-content',
  height: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
});

/** The skeleton's title bar: a block bone a quarter of the row wide. */
export const skeletonTitle = style({ width: '25%', height: vars.size.control.sm });

/** The skeleton's action: a block bone the size of a button. */
export const skeletonAction = style({
  width: `calc(${vars.size.control.lg} * 2.5)`,
  height: vars.size.control.md,
});
