/**
 * Breakpoints for media queries (CSS variables cannot appear in a media condition). The spec's mobile layout
 * applies under 992 px (orders-auth-routes section 2).
 */
export const breakpoints = {
  desktop: 992,
} as const;

/** Media queries built from the breakpoints. */
export const media = {
  mobile: `screen and (max-width: ${breakpoints.desktop - 0.02}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
