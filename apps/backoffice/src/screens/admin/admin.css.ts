import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

/** Two or more columns side by side, wrapping on narrow screens (en and hu texts, old and new values). */
export const sideBySide = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space['300'],
  alignItems: 'start',
});

/** The audit timeline: a list without bullets, each entry marked on a line at its start. */
export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
  borderInlineStart: `${vars.border.strong} solid ${vars.color.border.default}`,
  paddingInlineStart: vars.space['400'],
});

/** Monospaced text for JSON and tokens. */
export const code = style({
  fontFamily: vars.font.family.mono,
  wordBreak: 'break-all',
});
