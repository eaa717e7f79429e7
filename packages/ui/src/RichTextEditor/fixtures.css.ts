import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

/** Story-only: the emitted HTML shown under the editor. */
export const storyOutput = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.fg.muted,
});

/** Story-only: the editor above its output. */
export const storyStack = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
});
