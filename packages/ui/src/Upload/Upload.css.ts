import { style } from '@vanilla-extract/css';

import { focusRing } from '../private/focusRing.css';
import { vars } from '../theme/contract.css';

/** Carries `data-invalid` for the drop zone (RAC's DropZone takes no custom data attributes). */
export const zoneFrame = style({ display: 'flex', flexDirection: 'column' });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['300'],
  padding: vars.space['400'],
  border: `${vars.border.strong} dashed ${vars.color.border.strong}`,
  borderRadius: vars.radius.surface,
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  outline: 'none',
  selectors: {
    '&[data-drop-target]': {
      borderStyle: 'solid',
      borderColor: vars.color.focus,
      background: vars.color.bg.fill.selected,
    },
    '&[data-focus-visible]': focusRing,
    '[data-invalid] > &': { borderColor: vars.color.fg.critical },
    // No fading of the texts (file names must stay readable); the disabled buttons show the state.
    '&[data-disabled]': { borderStyle: 'solid', borderColor: vars.color.border.default },
  },
});

export const hint = style({
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
});

export const preview = style({
  display: 'block',
  width: `calc(${vars.size.control.lg} * 4)`,
  maxWidth: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.control,
  border: `${vars.border.hairline} solid ${vars.color.border.default}`,
  background: vars.color.bg.surfaceSunken,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['200'],
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['100'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  width: '100%',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['300'],
  paddingBlock: vars.space['100'],
  paddingInlineStart: vars.space['300'],
  paddingInlineEnd: vars.space['100'],
  borderRadius: vars.radius.control,
  background: vars.color.bg.surfaceSunken,
});

export const fileName = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontWeight: vars.font.weight.medium,
});

export const fileSize = style({
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
