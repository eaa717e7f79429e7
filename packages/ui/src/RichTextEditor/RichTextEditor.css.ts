import { globalStyle, style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const frame = style({
  display: 'flex',
  flexDirection: 'column',
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  selectors: {
    '&[data-invalid]': { borderColor: vars.color.fg.critical, borderWidth: vars.border.strong },
    '&[data-disabled]': { opacity: vars.opacity.disabled },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['050'],
  padding: vars.space['100'],
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
});

export const separator = style({
  alignSelf: 'stretch',
  width: vars.border.hairline,
  marginInline: vars.space['100'],
  background: vars.color.border.default,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.sm,
  height: vars.size.control.sm,
  padding: 0,
  border: `${vars.border.hairline} solid transparent`,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.fg.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.quietHover },
    '&[data-selected]': {
      background: vars.color.bg.fill.selected,
      color: vars.color.fg.selected,
      borderColor: vars.color.fg.selected,
    },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const glyph = style({
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: vars.border.strong,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const content = style({
  minHeight: `calc(${vars.size.control.lg} * 4)`,
  maxHeight: `calc(${vars.size.control.lg} * 10)`,
  overflowY: 'auto',
  padding: vars.space['300'],
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  outline: 'none',
  borderRadius: vars.radius.control,
  selectors: { '&:focus-visible': focusRing },
});

globalStyle(`${content} > :first-child`, { marginTop: 0 });
globalStyle(`${content} > :last-child`, { marginBottom: 0 });
globalStyle(`${content} h1`, { fontSize: vars.font.size.xxl, lineHeight: vars.font.lineHeight.tight });
globalStyle(`${content} h2`, { fontSize: vars.font.size.xl, lineHeight: vars.font.lineHeight.tight });
globalStyle(`${content} a`, { color: vars.color.fg.link, textDecoration: 'underline' });
globalStyle(`${content} li > p`, { margin: 0 });

export const linkForm = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['200'],
});
