import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const tabs = style({ display: 'flex', flexDirection: 'column', gap: vars.space['400'] });

export const tabList = style({
  display: 'flex',
  gap: vars.space['100'],
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tab = style({
  paddingBlock: vars.space['200'],
  paddingInline: vars.space['300'],
  marginBottom: `calc(-1 * ${vars.border.hairline})`,
  borderBottom: `${vars.border.strong} solid transparent`,
  color: vars.color.fg.muted,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-hovered]': { color: vars.color.fg.default },
    '&[data-selected]': { color: vars.color.fg.link, borderBottomColor: vars.color.fg.link },
    '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.control },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const tabPanel = style({
  outline: 'none',
  selectors: { '&[data-focus-visible]': { ...focusRing, borderRadius: vars.radius.control } },
});
