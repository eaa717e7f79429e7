import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.focusOffset,
};

/** The two columns of a menu part: the parents (categories, groups) and the chosen parent's children. */
export const columns = style({
  display: 'grid',
  gap: vars.space['400'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  padding: `${vars.space['100']} ${vars.space['200']}`,
  background: vars.color.bg.surface,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.control,
  color: vars.color.fg.default,
  cursor: 'default',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-dragging]': { opacity: vars.opacity.disabled },
    '&[data-selected]': {
      background: vars.color.bg.fill.selected,
      borderColor: vars.color.border.strong,
    },
  },
});

export const position = style({
  minWidth: vars.space['600'],
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
});

export const detail = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const dragHandle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space['100'],
  border: 'none',
  background: 'transparent',
  color: vars.color.fg.muted,
  borderRadius: vars.radius.control,
  cursor: 'grab',
  selectors: { '&[data-focus-visible]': focusRing },
});

export const dropIndicator = style({
  selectors: { '&[data-drop-target]': { outline: `${vars.border.focus} solid ${vars.color.focus}` } },
});

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
