import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const totals = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  fontSize: vars.font.size.md,
});

export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['300'],
  selectors: {
    '&[data-kind=total]': {
      paddingTop: vars.space['200'],
      borderTop: `${vars.border.hairline} solid ${vars.color.border.default}`,
      fontWeight: vars.font.weight.bold,
      fontSize: vars.font.size.lg,
    },
    '&[data-kind=payment]': { color: vars.color.fg.muted },
  },
});

export const term = style({ margin: 0 });

export const amount = style({ margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });
