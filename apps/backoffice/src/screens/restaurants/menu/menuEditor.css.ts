import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

/** The two columns of a menu part: the parents (categories, groups) and the chosen parent's children. */
export const columns = style({
  display: 'grid',
  gap: vars.space['400'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const name = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const detail = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const muted = style({ color: vars.color.fg.muted, margin: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const hiddenInput = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
