import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  padding: vars.space['400'],
  borderRadius: vars.radius.surface,
  border: `${vars.border.hairline} solid ${vars.color.status.warning.border}`,
  background: vars.color.status.warning.bg,
  color: vars.color.fg.default,
  selectors: { '&:focus-visible': focusRing },
});

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.status.warning.fg,
});

export const message = style({ margin: 0 });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['300'],
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
});

export const fieldLabel = style({ fontWeight: vars.font.weight.semibold });

export const values = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space['300'],
  rowGap: vars.space['100'],
  margin: 0,
});

export const term = style({ color: vars.color.fg.muted });

export const value = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' });
