import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

/**
 * The identifier with the creation time under it: always two lines, each kept whole, and the time in tabular
 * figures, so that no row wraps differently from the next (issue #21).
 */
export const identifierCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  whiteSpace: 'nowrap',
});

export const createdAt = style({
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * A name on one line, cut with an ellipsis past a width that keeps the table's other columns in view. Cut, it
 * takes keyboard focus (the kit's focus ring) so that its tooltip with the whole name is reachable.
 */
export const truncatedText = style({
  display: 'block',
  maxWidth: '16em',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: {
    '&[data-ellipsis]': { cursor: 'default' },
    '&[data-focus-visible], &:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});

/**
 * The identifier's link: the kit's inline link (underlined, its focus ring) drawn on a native anchor, which the
 * browser's own `:hover` and `:focus-visible` style.
 */
export const identifierLink = style({
  color: vars.color.fg.link,
  textDecoration: 'underline',
  textUnderlineOffset: vars.space['050'],
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: {
    '&:hover': { textDecorationThickness: vars.border.strong },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});
