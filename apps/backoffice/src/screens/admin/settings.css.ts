import { vars } from '@backoffice/ui';
import { style } from '@vanilla-extract/css';

/** A nested settings object: a bordered group under its name. */
export const group = style({
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  padding: vars.space['300'],
  margin: 0,
  minWidth: 0,
});

export const legend = style({
  fontWeight: vars.font.weight.semibold,
  paddingInline: vars.space['100'],
});
