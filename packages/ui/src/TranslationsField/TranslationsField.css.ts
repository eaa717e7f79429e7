import { style } from '@vanilla-extract/css';

import { tabPanel } from '../Tabs/Tabs.css';
import { vars } from '../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['200'], minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const description = style({ fontSize: vars.font.size.xs, color: vars.color.fg.muted });

/** Every language's panel stays mounted (its fields stay registered with the form); only the chosen one shows. */
export const panel = style([
  tabPanel,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['400'],
    selectors: { '&[data-inert]': { display: 'none' } },
  },
]);

export const tabLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['100'] });

/** The glyph of a tab whose fields show errors (its words are read by screen readers). */
export const errorMarker = style({ display: 'inline-flex', color: vars.color.fg.critical });
