import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['400'] });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'] });

export const progressHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['300'],
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const track = style({
  height: vars.space['200'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.fill.neutral,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.status.success.fg,
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space['100'],
  columnGap: vars.space['300'],
  padding: vars.space['300'],
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  background: vars.color.bg.surface,
  selectors: {
    '&[data-confirmed=true]': { borderColor: vars.color.status.success.border },
  },
});

export const cutoff = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const figures = style({
  margin: 0,
  gridColumn: '1 / 3',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['300'],
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
  fontVariantNumeric: 'tabular-nums',
});

export const itemsHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const items = style({ display: 'flex', flexDirection: 'column', gap: vars.space['200'] });
