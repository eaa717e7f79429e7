import { vars } from '@backoffice/ui/base';
import { keyframes, style, styleVariants } from '@vanilla-extract/css';

// The kit's looks on native elements (the kit's Button, Link, TextInput and Checkbox are React Aria components
// styled by their data attributes; here the same tokens apply through :hover, :focus-visible and aria states).

const focusRing = {
  outline: `${vars.border.focus} solid ${vars.color.focus}`,
  outlineOffset: vars.border.focusOffset,
};

// Plain classes rather than a recipe: one variant needs no runtime at /login (issue #22).
const buttonBase = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['200'],
  minHeight: vars.size.control.md,
  paddingInline: vars.space['400'],
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid transparent`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[aria-busy=true]': { cursor: 'progress' },
  },
});

/** A plain button's class by its variant. */
export const button = styleVariants({
  primary: [
    buttonBase,
    {
      background: vars.color.bg.fill.primary,
      color: vars.color.fg.onFill,
      selectors: { '&:hover:not([aria-busy=true])': { background: vars.color.bg.fill.primaryHover } },
    },
  ],
  secondary: [
    buttonBase,
    {
      background: vars.color.bg.surface,
      color: vars.color.fg.default,
      borderColor: vars.color.border.strong,
      selectors: { '&:hover:not([aria-busy=true])': { background: vars.color.bg.fill.neutral } },
    },
  ],
});

/** Keeps the label's width (and the accessible name) while busy; the glyph shows over it. */
export const buttonLabel = style({ selectors: { '[aria-busy=true] > &': { opacity: 0 } } });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const busyGlyph = style({
  position: 'absolute',
  insetBlockStart: '50%',
  insetInlineStart: '50%',
  width: vars.size.spinner.sm,
  height: vars.size.spinner.sm,
  marginBlockStart: `calc(${vars.size.spinner.sm} / -2)`,
  marginInlineStart: `calc(${vars.size.spinner.sm} / -2)`,
  boxSizing: 'border-box',
  borderRadius: vars.radius.round,
  border: `${vars.border.strong} solid currentColor`,
  borderRightColor: 'transparent',
  animation: `${spin} ${vars.motion.spin} linear infinite`,
});

export const link = style({
  color: vars.color.fg.link,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  textUnderlineOffset: vars.space['050'],
  borderRadius: vars.radius.control,
  outline: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline', textDecorationThickness: vars.border.strong },
    '&:focus-visible': focusRing,
  },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'], minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
});

export const requiredMark = style({ color: vars.color.fg.critical, marginInlineStart: vars.space['050'] });

export const input = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.control.md,
  paddingInline: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.body,
  outline: 'none',
  selectors: {
    '&:focus-visible, &:focus': focusRing,
    '&[aria-invalid=true]': {
      borderColor: vars.color.fg.critical,
      boxShadow: `inset 0 0 0 ${vars.border.hairline} ${vars.color.fg.critical}`,
    },
  },
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.critical,
});

export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['200'],
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
  cursor: 'pointer',
});

export const checkbox = style({
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  margin: 0,
  flexShrink: 0,
  accentColor: vars.color.bg.fill.primary,
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});
