import { vars } from '@backoffice/ui';
import { globalStyle, style } from '@vanilla-extract/css';

// Paper first: the sheet is sized in millimetres and printed without margins (the @page rule is written by
// PrintPageRule with the layout's size); the screen shows the same pages on a grey desk, with the controls above.

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  '@media': {
    screen: { background: vars.color.bg.canvas },
    print: { background: '#fff' },
  },
});

export const screenOnly = style({
  '@media': { print: { display: 'none' } },
});

export const controls = style([
  screenOnly,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['200'],
    padding: vars.space['400'],
    maxWidth: '210mm',
    margin: '0 auto',
    fontFamily: vars.font.family.body,
    color: vars.color.fg.default,
  },
]);

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['200'],
});

export const link = style({
  color: vars.color.fg.link,
  textDecoration: 'underline',
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const field = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['100'],
});

export const select = style({
  minHeight: vars.size.control.md,
  padding: `0 ${vars.space['100']}`,
  font: 'inherit',
  color: vars.color.fg.default,
  background: vars.color.bg.surface,
  border: `${vars.border.hairline} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.control,
  ':focus-visible': { outline: `${vars.border.focus} solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const note = style({ margin: 0, color: vars.color.fg.default });

export const status = style({
  margin: 0,
  padding: vars.space['100'],
  borderRadius: vars.radius.control,
  background: vars.color.status.success.bg,
  color: vars.color.status.success.fg,
});

export const alert = style({
  margin: 0,
  color: vars.color.fg.critical,
});

/** One sheet of paper; its size and padding come from the layout (inline style). */
export const sheetPage = style({
  boxSizing: 'border-box',
  display: 'grid',
  background: '#fff',
  color: '#000',
  overflow: 'hidden',
  breakInside: 'avoid',
  '@media': {
    screen: { margin: '0 auto 8mm', boxShadow: vars.shadow.raised },
    print: { margin: 0, breakAfter: 'page' },
  },
  selectors: { '&:last-child': { breakAfter: 'auto' } },
});

export const label = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.6mm',
  padding: '2.5mm 3mm',
  overflow: 'hidden',
  breakInside: 'avoid',
  fontFamily: vars.font.family.body,
  fontSize: '7.5pt',
  lineHeight: 1.2,
  color: '#000',
  '@media': { screen: { outline: '0.2mm dashed #767676', outlineOffset: '-0.1mm' } },
});

export const labelHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '2mm',
  fontWeight: 700,
  fontSize: '9pt',
});

export const labelMeals = style({ margin: 0, padding: 0, listStyle: 'none' });

export const labelMeta = style({
  marginTop: 'auto',
  display: 'flex',
  justifyContent: 'space-between',
  gap: '2mm',
});

export const codes = style({ fontWeight: 700 });

export const document = style({
  boxSizing: 'border-box',
  width: '210mm',
  minHeight: '297mm',
  padding: '15mm',
  background: '#fff',
  color: '#000',
  fontFamily: vars.font.family.body,
  '@media': {
    screen: { margin: '0 auto 8mm', boxShadow: vars.shadow.raised },
    print: { margin: 0, minHeight: 'auto' },
  },
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  marginBottom: '6mm',
  breakInside: 'avoid',
});

globalStyle(`${table} th, ${table} td`, {
  padding: '1.5mm 2mm',
  borderBottom: '0.2mm solid #767676',
  textAlign: 'left',
});

globalStyle(`${table} td:last-child, ${table} th:last-child`, { textAlign: 'right' });

globalStyle(`${table} caption`, { textAlign: 'left', fontWeight: 700, padding: '2mm 0' });

export const errorPage = style({
  maxWidth: '40rem',
  margin: '10vh auto',
  padding: vars.space['600'],
  background: vars.color.bg.surface,
  color: vars.color.fg.default,
  fontFamily: vars.font.family.body,
  borderRadius: vars.radius.surface,
  boxShadow: vars.shadow.raised,
});
