import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

/** The marked row's cell and the standalone marker: the error tone, so the row stands out from the others. */
export const unreadable = style({
  background: vars.color.status.error.bg,
  color: vars.color.status.error.fg,
});

export const unreadableCard = style([
  unreadable,
  {
    border: `${vars.border.hairline} solid ${vars.color.status.error.border}`,
    borderRadius: vars.radius.surface,
    paddingBlock: vars.space['200'],
    paddingInline: vars.space['300'],
  },
]);

export const content = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['300'],
  rowGap: vars.space['100'],
});

export const title = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['100'] });

export const detail = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.sm });
