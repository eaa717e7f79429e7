import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

/** The focus target around a shortened chip: keyboard users reach its tooltip too. */
export const fullTextTrigger = style({
  display: 'inline-flex',
  borderRadius: vars.radius.control,
  cursor: 'default',
  outline: 'none',
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});
