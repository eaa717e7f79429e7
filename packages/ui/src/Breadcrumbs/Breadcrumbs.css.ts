import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

export const item = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['100'] });

export const separator = style({ display: 'inline-flex', color: vars.color.fg.muted });
