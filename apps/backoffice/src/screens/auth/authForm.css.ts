import { vars } from '@backoffice/ui/base';
import { style } from '@vanilla-extract/css';

export const card = style({
  width: '100%',
  maxWidth: vars.size.modal.sm,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['400'],
  padding: vars.space['600'],
  background: vars.color.bg.surface,
  borderRadius: vars.radius.surface,
  boxShadow: vars.shadow.raised,
});

export const errorText = style({ color: vars.color.fg.critical, fontSize: vars.font.size.sm });
