import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

/**
 * A heading that takes focus when the order focused under it leaves and none is left (tabIndex -1, never a Tab
 * stop): the kit's focus ring, so that keyboard users see where they are.
 */
export const focusHome = style({
  borderRadius: vars.radius.control,
  selectors: {
    '&:focus': { outline: 'none' },
    '&:focus-visible': {
      outline: `${vars.border.focus} solid ${vars.color.focus}`,
      outlineOffset: vars.border.focusOffset,
    },
  },
});
