import { keyframes, style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

/**
 * The realtime highlight lasts LIMITS.realtimeHighlightMs (700 ms). vanilla-extract's compiler does not see the
 * '@backoffice/source' condition, so the number is repeated here; DataList.test.ts keeps the two equal.
 */
export const highlightDurationMs = 700;

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['300'],
  minWidth: 0,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['300'],
});

export const toolbarActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['200'],
  marginInlineStart: 'auto',
});

export const searchField = style({ display: 'flex', flexDirection: 'column', gap: vars.space['100'] });

export const fieldLabel = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.medium });

export const searchInput = style({
  minHeight: vars.size.control.md,
  minWidth: vars.size.drawer,
  paddingInline: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRing },
  '@media': { [media.mobile]: { minWidth: 0, width: '100%' } },
});

export const quickFilters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['200'] });

export const quickFilter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['300'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.bg.fill.neutral },
    '&[data-selected]': {
      background: vars.color.bg.fill.selected,
      color: vars.color.fg.selected,
      borderColor: vars.color.fg.selected,
    },
    '&[data-focus-visible]': focusRing,
  },
});

/** The check mark of a pressed quick filter: shape, not only colour, says it is on. */
export const quickFilterCheck = style({
  display: 'none',
  selectors: { [`${quickFilter}[data-selected] &`]: { display: 'inline-flex' } },
});

/**
 * Under 992 px the table keeps its columns and scrolls sideways inside this frame; the toolbar and footer wrap.
 */
export const tableFrame = style({
  position: 'relative',
  overflowX: 'auto',
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  background: vars.color.bg.surface,
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/**
 * The previous page's rows stay at full strength while the next loads (dimmed rows would fail the contrast
 * check); a bar sweeps along the table's top edge instead, from a moment on, so a quick answer shows nothing. The
 * track clips the bar, which would otherwise widen what the frame scrolls.
 */
export const updatingBar = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInline: 0,
  zIndex: 2,
  height: vars.border.strong,
  overflow: 'hidden',
  pointerEvents: 'none',
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    insetInlineStart: 0,
    width: '40%',
    background: vars.color.bg.fill.primary,
    animation: `${sweep} 1.2s ${vars.motion.easing} 300ms infinite both`,
  },
  '@media': { [media.reducedMotion]: { '::after': { animation: 'none', width: '100%' } } },
});

export const table = style({
  width: '100%',
  minWidth: 'max-content',
  borderCollapse: 'collapse',
});

export const column = style({
  position: 'sticky',
  top: 0,
  paddingBlock: vars.space['200'],
  paddingInline: vars.space['300'],
  background: vars.color.bg.surfaceSunken,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-align=center]': { textAlign: 'center' },
    '&[data-align=end]': { textAlign: 'end' },
  },
});

/** A sortable header's button fills its cell, so the whole header sorts on click. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['100'],
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&:hover': { color: vars.color.fg.default },
    '&:focus-visible': focusRing,
    [`${column}[data-sort-direction] &`]: { color: vars.color.fg.default },
  },
});

export const sortIndicator = style({
  display: 'inline-flex',
  color: vars.color.fg.muted,
  selectors: {
    [`${column}[data-sort-direction] &`]: { color: vars.color.fg.default },
    [`${column}[data-sort-direction=ascending] &`]: { transform: 'rotate(180deg)' },
    [`${column}:not([data-sort-direction]) &`]: { opacity: 0 },
    [`${sortButton}:is(:hover, :focus-visible) &`]: { opacity: 1 },
    [`${column}:not([data-sort-direction]) ${sortButton}:hover &`]: { opacity: 0.5 },
  },
});

const flash = keyframes({
  from: { background: vars.color.status.yellow.bg },
  to: { background: 'transparent' },
});

export const row = style({
  selectors: {
    '&:not(:last-child)': { borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}` },
    '&:hover': { background: vars.color.bg.canvas },
    '&[data-opens]': { cursor: 'pointer' },
    '&[data-selected]': { background: vars.color.bg.fill.selected },
    // A realtime update: the row flashes once. With animations off (reduced motion, screenshots) the tint stays
    // for as long as the app keeps the id highlighted.
    '&[data-highlighted]': {
      background: vars.color.status.yellow.bg,
      animation: `${flash} ${highlightDurationMs}ms ${vars.motion.easing} forwards`,
    },
  },
  '@media': {
    [media.reducedMotion]: { selectors: { '&[data-highlighted]': { animation: 'none' } } },
  },
});

export const cell = style({
  paddingBlock: vars.space['200'],
  paddingInline: vars.space['300'],
  verticalAlign: 'middle',
  textAlign: 'start',
  fontWeight: 'inherit',
  selectors: {
    '&[data-align=center]': { textAlign: 'center' },
    '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  },
});

export const selectionCell = style({ width: vars.size.control.md });

export const checkbox = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  verticalAlign: 'middle',
});

/** The real control: transparent, over the drawn box, so clicks and keys reach it. */
export const checkboxInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.icon.md,
  height: vars.size.icon.md,
  border: `${vars.border.strong} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.onFill,
  selectors: {
    [`${checkboxInput}:is(:checked, :indeterminate) + &`]: {
      background: vars.color.bg.fill.primary,
      borderColor: vars.color.bg.fill.primary,
    },
    [`${checkboxInput}:focus-visible + &`]: focusRing,
    [`${checkboxInput}:disabled + &`]: { opacity: vars.opacity.disabled },
  },
});

export const checkboxGlyph = style({ width: vars.size.icon.sm, height: vars.size.icon.sm });

export const stateCell = style({
  paddingBlock: vars.space['800'],
  paddingInline: vars.space['400'],
  textAlign: 'center',
  color: vars.color.fg.muted,
});

export const stateBody = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['300'],
});

export const errorMessage = style({ color: vars.color.fg.critical, fontWeight: vars.font.weight.medium });

export const bone = style({
  display: 'block',
  height: vars.size.skeletonLine,
  borderRadius: vars.radius.control,
  background: vars.color.skeleton,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['300'],
});

export const footerActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['200'] });

export const summary = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm });

export const footerEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['300'],
  marginInlineStart: 'auto',
});

export const pageSize = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['200'] });

export const selectButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['200'],
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  // `:focus-visible` for the plain button PageSizeSelect shows until its first use.
  selectors: { '&[data-focus-visible], &:focus-visible': focusRing },
});

export const listBox = style({
  maxHeight: 'inherit',
  overflowY: 'auto',
  padding: vars.space['100'],
  outline: 'none',
});

export const option = style({
  paddingBlock: vars.space['150'],
  paddingInline: vars.space['300'],
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused]': { background: vars.color.bg.fill.selected, color: vars.color.fg.selected },
    '&[data-selected]': { fontWeight: vars.font.weight.semibold },
  },
});

export const paginator = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
});

export const pageList = style({
  display: 'flex',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.control.sm,
  minHeight: vars.size.control.sm,
  paddingInline: vars.space['100'],
  border: `${vars.border.hairline} solid transparent`,
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.bg.fill.neutral },
    '&[aria-current=page]': {
      borderColor: vars.color.fg.selected,
      background: vars.color.bg.fill.selected,
      color: vars.color.fg.selected,
      fontWeight: vars.font.weight.bold,
    },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': focusRing,
  },
});

export const flipped = style({ transform: 'rotate(180deg)', display: 'inline-flex' });

/** The row menu's trigger before first use is a native button: the IconButton look, with CSS states. */
export const idleMenuTrigger = style({
  selectors: {
    '&:hover': { background: vars.color.bg.fill.quietHover },
    '&:focus-visible': focusRing,
  },
});
