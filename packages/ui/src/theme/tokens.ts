import { palette } from './palette';

// Type aliases, not interfaces: vanilla-extract's contract needs the implicit index signature of a type.

/** A foreground, background and border triple for a status tone. */
export type ToneColors = {
  bg: string;
  fg: string;
  border: string;
};

/** The colour roles of the kit. Only these change between the light and the dark theme. */
export type ColorTokens = {
  bg: {
    canvas: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    backdrop: string;
    fill: {
      primary: string;
      primaryHover: string;
      neutral: string;
      neutralHover: string;
      critical: string;
      criticalHover: string;
      quietHover: string;
      selected: string;
    };
  };
  fg: {
    default: string;
    muted: string;
    onFill: string;
    link: string;
    critical: string;
    selected: string;
  };
  border: {
    default: string;
    strong: string;
  };
  focus: string;
  skeleton: string;
  /** Status chip tones: the spec names order statuses by these colours (section 4). */
  status: {
    neutral: ToneColors;
    yellow: ToneColors;
    info: ToneColors;
    warning: ToneColors;
    error: ToneColors;
    success: ToneColors;
  };
  /** Time text on an order: green while on time, red when due now (section 4). */
  time: {
    green: string;
    red: string;
  };
};

/** Every design value of the kit. Space, sizes and type stay fixed; only `color` differs per theme. */
export type Tokens = {
  color: ColorTokens;
  /** 100 = 4px. */
  space: {
    '000': string;
    '025': string;
    '050': string;
    '100': string;
    '150': string;
    '200': string;
    '300': string;
    '400': string;
    '600': string;
    '800': string;
  };
  size: {
    control: { sm: string; md: string; lg: string };
    icon: { sm: string; md: string; lg: string };
    spinner: { sm: string; md: string; lg: string };
    header: string;
    sidebar: string;
    drawer: string;
    modal: { sm: string; md: string; max: string };
    popover: string;
    tooltip: string;
    toast: string;
    skeletonLine: string;
    content: string;
  };
  radius: { control: string; surface: string; pill: string; round: string };
  border: { hairline: string; focus: string; focusOffset: string; strong: string };
  font: {
    family: { body: string; mono: string };
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
    weight: { regular: string; medium: string; semibold: string; bold: string };
    lineHeight: { tight: string; body: string };
  };
  shadow: { raised: string; overlay: string };
  opacity: { disabled: string };
  motion: { fast: string; normal: string; spin: string; easing: string };
  z: {
    base: string;
    sticky: string;
    drawer: string;
    modal: string;
    popover: string;
    toast: string;
    tooltip: string;
  };
};

const sharedTokens: Omit<Tokens, 'color'> = {
  space: {
    '000': '0',
    '025': '1px',
    '050': '2px',
    '100': '4px',
    '150': '6px',
    '200': '8px',
    '300': '12px',
    '400': '16px',
    '600': '24px',
    '800': '32px',
  },
  size: {
    control: { sm: '28px', md: '36px', lg: '44px' },
    icon: { sm: '14px', md: '18px', lg: '24px' },
    spinner: { sm: '14px', md: '20px', lg: '40px' },
    header: '56px',
    sidebar: '248px',
    drawer: '288px',
    modal: { sm: '440px', md: '600px', max: '800px' },
    popover: '320px',
    tooltip: '280px',
    toast: '360px',
    skeletonLine: '12px',
    content: '1280px',
  },
  radius: { control: '6px', surface: '10px', pill: '999px', round: '50%' },
  border: { hairline: '1px', focus: '2px', focusOffset: '2px', strong: '2px' },
  font: {
    family: {
      body: "'Inter', system-ui, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, monospace",
    },
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px', display: '48px' },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', body: '1.5' },
  },
  shadow: {
    raised: '0 1px 2px rgba(15, 18, 22, 0.12), 0 1px 3px rgba(15, 18, 22, 0.08)',
    overlay: '0 8px 24px rgba(15, 18, 22, 0.18), 0 2px 6px rgba(15, 18, 22, 0.12)',
  },
  opacity: { disabled: '0.55' },
  motion: { fast: '120ms', normal: '200ms', spin: '800ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
  z: { base: '0', sticky: '100', drawer: '300', modal: '400', popover: '500', toast: '600', tooltip: '700' },
};

/** The light theme (default). Every text/background pair passes WCAG AA. */
export const lightTokens: Tokens = {
  ...sharedTokens,
  color: {
    bg: {
      canvas: palette.grey[50],
      surface: palette.white,
      surfaceRaised: palette.white,
      surfaceSunken: palette.grey[100],
      backdrop: 'rgba(15, 18, 22, 0.5)',
      fill: {
        primary: palette.blue[600],
        primaryHover: palette.blue[700],
        neutral: palette.grey[100],
        neutralHover: palette.grey[200],
        critical: palette.red[600],
        criticalHover: palette.red[700],
        quietHover: palette.grey[100],
        selected: palette.blue[50],
      },
    },
    fg: {
      default: palette.grey[900],
      muted: palette.grey[600],
      onFill: palette.white,
      link: palette.blue[700],
      critical: palette.red[700],
      selected: palette.blue[800],
    },
    border: { default: palette.grey[200], strong: palette.grey[500] },
    focus: palette.blue[600],
    skeleton: palette.grey[200],
    status: {
      neutral: { bg: palette.grey[100], fg: palette.grey[800], border: palette.grey[300] },
      yellow: { bg: palette.yellow[100], fg: palette.yellow[800], border: palette.yellow[300] },
      info: { bg: palette.blue[50], fg: palette.blue[800], border: palette.blue[300] },
      warning: { bg: palette.orange[50], fg: palette.orange[800], border: palette.orange[300] },
      error: { bg: palette.red[50], fg: palette.red[800], border: palette.red[300] },
      success: { bg: palette.green[50], fg: palette.green[800], border: palette.green[300] },
    },
    time: { green: palette.green[700], red: palette.red[700] },
  },
};

/** The dark theme: the same roles, light text on dark surfaces. */
export const darkTokens: Tokens = {
  ...sharedTokens,
  color: {
    bg: {
      canvas: palette.grey[950],
      surface: palette.grey[900],
      surfaceRaised: palette.grey[800],
      surfaceSunken: palette.grey[950],
      backdrop: 'rgba(0, 0, 0, 0.6)',
      fill: {
        primary: palette.blue[300],
        primaryHover: palette.blue[100],
        neutral: palette.grey[800],
        neutralHover: palette.grey[700],
        critical: palette.red[300],
        criticalHover: palette.red[100],
        quietHover: palette.grey[800],
        selected: palette.blue[900],
      },
    },
    fg: {
      default: palette.grey[50],
      muted: palette.grey[300],
      onFill: palette.grey[950],
      link: palette.blue[300],
      critical: palette.red[300],
      selected: palette.blue[100],
    },
    border: { default: palette.grey[700], strong: palette.grey[400] },
    focus: palette.blue[300],
    skeleton: palette.grey[700],
    status: {
      neutral: { bg: palette.grey[800], fg: palette.grey[100], border: palette.grey[600] },
      yellow: { bg: palette.yellow[900], fg: palette.yellow[100], border: palette.yellow[600] },
      info: { bg: palette.blue[900], fg: palette.blue[100], border: palette.blue[600] },
      warning: { bg: palette.orange[900], fg: palette.orange[100], border: palette.orange[600] },
      error: { bg: palette.red[900], fg: palette.red[100], border: palette.red[600] },
      success: { bg: palette.green[900], fg: palette.green[100], border: palette.green[600] },
    },
    time: { green: palette.green[300], red: palette.red[300] },
  },
};

// The theme is evaluated by vanilla-extract's own compiler, which does not see the '@backoffice/source'
// condition, so LIMITS.mobileBreakpointPx (media.ts) and LIMITS.modalMaxWidthPx are repeated here; tokens.test.ts
// keeps them equal.
// The media queries live in their own module: components read them at run time (useIsMobile), and importing them
// from here would bring this module's token objects, which only the style sheets need, into the app's chunks.
export { breakpoints, media } from './media';
