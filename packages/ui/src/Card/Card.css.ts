import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

/** The card's padding; a `CardSection` spans it to draw its divider from edge to edge. */
const inset = vars.space['400'];

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
  minWidth: 0,
  padding: inset,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  boxShadow: vars.shadow.raised,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['300'],
  minWidth: 0,
});

export const headingBlock = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const sectionTitle = style([title, { fontSize: vars.font.size.md, color: vars.color.fg.default }]);

export const description = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.fg.muted });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['100'],
  flexShrink: 0,
  marginBlock: `calc(-1 * ${vars.space['100']})`,
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  minWidth: 0,
  marginInline: `calc(-1 * ${inset})`,
  paddingInline: inset,
  paddingTop: inset,
  borderTop: `${vars.border.hairline} solid ${vars.color.border.default}`,
});

/** The skeleton's title bar: a text bone a third as wide as the card. */
export const skeletonTitle = style({ width: '35%' });
