import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

/** The `<label>` root of a checkbox or switch: the control and its text. */
export const choice = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['200'],
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' } },
});

export const box = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  border: `${vars.border.strong} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.onFill,
  selectors: {
    [`${choice}[data-selected] &`]: {
      background: vars.color.bg.fill.primary,
      borderColor: vars.color.bg.fill.primary,
    },
    [`${choice}[data-focus-visible] &`]: focusRing,
    [`${choice}[data-invalid] &`]: { borderColor: vars.color.fg.critical },
  },
});

/** The check glyph shows only when selected (the box fill is not the only sign). */
export const check = style({
  display: 'none',
  selectors: { [`${choice}[data-selected] &`]: { display: 'inline-flex' } },
});

export const track = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  width: `calc(${vars.size.icon.md} * 2)`,
  height: vars.size.icon.md,
  padding: vars.space['025'],
  borderRadius: vars.radius.pill,
  background: vars.color.border.strong,
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    [`${choice}[data-selected] &`]: { background: vars.color.bg.fill.primary },
    [`${choice}[data-focus-visible] &`]: focusRing,
  },
});

export const thumb = style({
  width: `calc(${vars.size.icon.md} - ${vars.space['050']})`,
  height: `calc(${vars.size.icon.md} - ${vars.space['050']})`,
  borderRadius: vars.radius.round,
  background: vars.color.bg.surface,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { [`${choice}[data-selected] &`]: { transform: 'translateX(100%)' } },
});

/** The options of a multi-select, one per line. */
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space['200'] });
