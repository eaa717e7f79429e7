import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';

import { input } from '../Form/FieldFrame.css';
import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.default,
  padding: 0,
});

export const description = style({ margin: 0, fontSize: vars.font.size.xs, color: vars.color.fg.muted });

/**
 * A segmented date or time input (with the calendar button): looks like the kit's text input; RAC gives the
 * group `data-focus-within`, `data-invalid`, `data-disabled`.
 */
export const inputGroup = style([
  input,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['100'],
    paddingInlineEnd: vars.space['100'],
    selectors: { '&[data-focus-within]': focusRing },
  },
]);

export const dateInput = style({ display: 'flex', flex: 1, alignItems: 'center' });

export const segment = style({
  paddingInline: vars.space['025'],
  borderRadius: vars.radius.control,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: {
    '&[data-placeholder]': { color: vars.color.fg.muted },
    '&[data-type="literal"]': { color: vars.color.fg.muted },
    '&[data-focused]': { background: vars.color.bg.fill.primary, color: vars.color.fg.onFill },
  },
});

/** Small square buttons: calendar trigger, month navigation. */
export const squareButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.sm,
  minHeight: vars.size.control.sm,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.fg.default,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.quietHover },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const calendarDialog = style({ padding: vars.space['300'], outline: 'none' });

export const calendarHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  marginBottom: vars.space['200'],
});

export const calendarHeading = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const calendarGrid = style({ borderCollapse: 'collapse' });

export const calendarHeaderCell = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  color: vars.color.fg.muted,
  paddingBottom: vars.space['100'],
});

export const calendarCell = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.control.md,
  height: vars.size.control.md,
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-outside-month]': { visibility: 'hidden' },
    '&[data-hovered]': { background: vars.color.bg.fill.quietHover },
    '&[data-selected]': { background: vars.color.bg.fill.primary, color: vars.color.fg.onFill },
    '&[data-focus-visible]': focusRing,
    '&[data-disabled], &[data-unavailable]': {
      color: vars.color.fg.muted,
      textDecoration: 'line-through',
      cursor: 'not-allowed',
    },
  },
});

/** A fieldset holding a list of rows (periods, cutoff rules). */
export const listFieldset = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style([label, { marginBottom: vars.space['200'] }]);

export const rowList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** One row of a list: its fields side by side, the remove button at the end. */
export const row = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    gap: vars.space['300'],
    padding: vars.space['300'],
    border: `${vars.border.hairline} solid ${vars.color.border.default}`,
    borderRadius: vars.radius.surface,
    background: vars.color.bg.surface,
  },
  variants: {
    invalid: {
      true: { borderColor: vars.color.fg.critical },
      false: {},
    },
  },
  defaultVariants: { invalid: false },
});

export const rowTitle = style({
  flexBasis: '100%',
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const rowField = style({ flex: '1 1 10rem', minWidth: 0 });

export const rowAction = style({ alignSelf: 'flex-end' });

export const inline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space['300'],
});

/** The day-offset select's button, on top of the kit's input look. */
export const select = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  minWidth: '12rem',
  cursor: 'pointer',
  textAlign: 'start',
});

export const listBox = style({ padding: vars.space['100'], outline: 'none', minWidth: '12rem' });

export const listBoxItem = style({
  padding: `${vars.space['150']} ${vars.space['300']}`,
  borderRadius: vars.radius.control,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.bg.fill.quietHover },
    '&[data-selected]': { background: vars.color.bg.fill.selected, color: vars.color.fg.selected },
    '&[data-focus-visible]': focusRing,
  },
});

/** Turns a glyph around (the previous-month chevron). */
export const mirrored = style({ display: 'inline-flex', transform: 'scaleX(-1)' });
