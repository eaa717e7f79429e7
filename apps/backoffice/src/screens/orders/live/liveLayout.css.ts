import { media, vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

/**
 * The live screen's tabs (issue #21, density pass): from 992 px the order lists form a narrow column and the
 * selected order fills the rest, so a 1024 × 768 tablet shows the order and its actions beside the lists without
 * scrolling sideways; under 992 px it is one column, the lists first.
 */
export const liveColumns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['400'],
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)' } },
});

/** The lists' column: its sections close together, so more orders fit the height of a tablet. */
export const liveLists = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  minWidth: 0,
});

/** A list's heading: the size of a card's title, not a page section's, so the lists stay dense. */
export const sectionHeading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
});

/** "No orders here." under an empty list: one quiet line. */
export const sectionEmpty = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

/**
 * The selected order: its card (status, meals, total and actions) with the same fact cards as the order screen
 * (customer, delivery). From 1280 px the facts sit beside the order card; narrower, under it.
 */
export const activeOrder = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space['300'],
  minWidth: 0,
  '@media': { 'screen and (min-width: 1280px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

/** The fact cards' column. */
export const activeFacts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  minWidth: 0,
});
