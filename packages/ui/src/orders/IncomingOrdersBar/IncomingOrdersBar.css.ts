import { style } from '@vanilla-extract/css';

import { vars } from '../../theme/contract.css';

export const bar = style({
  position: 'sticky',
  bottom: vars.space['300'],
  zIndex: vars.z.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['300'],
  padding: vars.space['300'],
  borderRadius: vars.radius.surface,
  background: vars.color.status.warning.bg,
  color: vars.color.status.warning.fg,
  border: `${vars.border.hairline} solid ${vars.color.status.warning.border}`,
  boxShadow: vars.shadow.raised,
});

export const text = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
  flex: '1 1 auto',
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});
