import { globalStyle, style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * Sticks to the bottom of the viewport while the form runs on below it, and rests in its own place in the flow
 * at the form's end, so it never hides the last fields for good.
 */
export const saveBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.z.sticky,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space['300'],
  paddingBlock: vars.space['300'],
  paddingInline: vars.space['400'],
  background: vars.color.bg.surfaceRaised,
  color: vars.color.fg.default,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  boxShadow: vars.shadow.overlay,
  selectors: { '&[hidden]': { display: 'none' } },
});

// A field that gets focus scrolls clear of the bar (WCAG 2.4.11, focus not obscured): the page keeps the bar's
// height free at the bottom while a bar is shown.
globalStyle(`:root:has(${saveBar}:not([hidden]))`, {
  scrollPaddingBottom: `calc(${vars.size.control.md} + 2 * ${vars.space['300']} + ${vars.space['600']})`,
});

export const message = style({
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  minWidth: 0,
  fontWeight: vars.font.weight.medium,
});

export const actions = style({
  display: 'flex',
  gap: vars.space['200'],
  marginInlineStart: 'auto',
  '@media': { [media.mobile]: { flex: '1 1 100%', justifyContent: 'flex-end' } },
});
