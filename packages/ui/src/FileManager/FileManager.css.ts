import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['300'] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['200'],
});

export const path = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.md,
});

export const current = style({
  display: 'inline',
  margin: 0,
  fontSize: 'inherit',
  fontWeight: vars.font.weight.semibold,
  color: vars.color.fg.default,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['200'] });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  padding: vars.space['300'],
  border: `${vars.border.strong} dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.surface,
  background: vars.color.bg.surface,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.focus,
      background: vars.color.bg.fill.selected,
    },
    '&[data-focus-visible]': focusRing,
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.md,
  color: vars.color.fg.default,
});

export const headCell = style({
  textAlign: 'start',
  padding: `${vars.space['100']} ${vars.space['200']}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const cell = style({
  padding: `${vars.space['100']} ${vars.space['200']}`,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
  verticalAlign: 'middle',
  overflowWrap: 'anywhere',
  textAlign: 'start',
  fontWeight: vars.font.weight.regular,
});

export const actionsCell = style([cell, { whiteSpace: 'nowrap', textAlign: 'end' }]);

export const actionsHead = style([headCell, { textAlign: 'end' }]);

export const muted = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm, margin: 0 });

export const uploads = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const upload = style({ display: 'flex', flexDirection: 'column', gap: vars.space['050'] });

export const uploadHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['200'],
  fontSize: vars.font.size.sm,
});

export const track = style({
  height: vars.space['200'],
  borderRadius: vars.radius.pill,
  background: vars.color.bg.fill.neutral,
  overflow: 'hidden',
});

export const fill = style({
  height: '100%',
  background: vars.color.bg.fill.primary,
  transition: `width ${vars.motion.normal} ${vars.motion.easing}`,
});

export const failed = style({ color: vars.color.fg.critical, fontSize: vars.font.size.sm, margin: 0 });

export const done = style({ color: vars.color.fg.muted, fontSize: vars.font.size.sm, margin: 0 });
