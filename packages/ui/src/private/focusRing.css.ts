import type { StyleRule } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

/** The kit's one visible focus ring, applied on RAC/Ariakit `data-focus-visible`. */
export const focusRing: StyleRule = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.focusOffset,
};
