import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  columnGap: vars.space['200'],
  alignItems: 'baseline',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  selectors: {
    '&[data-refunded=all]': { color: vars.color.fg.muted },
  },
});

export const quantity = style({
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({ fontWeight: vars.font.weight.medium, minWidth: 0 });

export const price = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const struck = style({ textDecoration: 'line-through' });

export const details = style({
  gridColumn: '2 / 4',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['050'],
  fontSize: vars.font.size.sm,
  color: vars.color.fg.muted,
});

export const refundNote = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  color: vars.color.fg.critical,
  fontWeight: vars.font.weight.medium,
});

export const optionGroups = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['025'],
});

export const optionGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['100'] });

export const groupName = style({ fontWeight: vars.font.weight.medium, color: vars.color.fg.default });

export const note = style({
  margin: 0,
  padding: vars.space['300'],
  borderRadius: vars.radius.control,
  background: vars.color.status.yellow.bg,
  color: vars.color.status.yellow.fg,
  border: `${vars.border.hairline} solid ${vars.color.status.yellow.border}`,
  fontSize: vars.font.size.sm,
});

export const noteLabel = style({ fontWeight: vars.font.weight.semibold });
