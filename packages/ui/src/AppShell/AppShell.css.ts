import { style } from '@vanilla-extract/css';

import { vars } from '../theme/contract.css';

export const shell = style({
  display: 'grid',
  gridTemplateRows: `${vars.size.header} 1fr auto`,
  gridTemplateColumns: `${vars.size.sidebar} minmax(0, 1fr)`,
  gridTemplateAreas: '"header header" "sidebar main" "sidebar footer"',
  minHeight: '100vh',
  selectors: {
    '&[data-mobile], &[data-inline]': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateAreas: '"header" "main" "footer"',
    },
    '&[data-inline]': { gridTemplateRows: '1fr auto', gridTemplateAreas: '"main" "footer"' },
  },
});

export const header = style({
  gridArea: 'header',
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['300'],
  paddingInline: vars.space['400'],
  background: vars.color.bg.surface,
  borderBottom: `${vars.border.hairline} solid ${vars.color.border.default}`,
});

export const headerEnd = style({
  marginInlineStart: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const sidebar = style({
  gridArea: 'sidebar',
  padding: vars.space['300'],
  background: vars.color.bg.surface,
  borderInlineEnd: `${vars.border.hairline} solid ${vars.color.border.default}`,
  overflowY: 'auto',
});

export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.z.drawer,
  background: vars.color.bg.backdrop,
});

export const drawer = style({
  position: 'fixed',
  insetBlock: 0,
  insetInlineStart: 0,
  width: vars.size.drawer,
  maxWidth: '85vw',
  background: vars.color.bg.surface,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const drawerDialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['200'],
  height: '100%',
  padding: vars.space['300'],
  overflowY: 'auto',
  outline: 'none',
});

export const main = style({ gridArea: 'main', minWidth: 0, padding: vars.space['600'] });

export const footer = style({
  gridArea: 'footer',
  paddingBlock: vars.space['300'],
  paddingInline: vars.space['600'],
  color: vars.color.fg.muted,
  fontSize: vars.font.size.sm,
  borderTop: `${vars.border.hairline} solid ${vars.color.border.default}`,
});
