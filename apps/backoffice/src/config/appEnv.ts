/** Settings of the app that come from the build (Vite env) or the hosting page, not from the platform. */
export interface AppEnv {
  /**
   * Origins of the parent pages that may frame the back-office (frame mode): messages are accepted only from
   * them and sent only to them.
   */
  frameParentOrigins: readonly string[];
  /** The public front end's address, for the company admins' order-now link; null hides the link. */
  publicFrontendUrl: string | null;
  /**
   * The print app's address (canteen labels and summaries, order labels); null or absent hides the printouts.
   * From VITE_PRINT_APP_URL or a `<meta name="backoffice-print-app-url">` of the hosting page (which wins);
   * `npm start` serves the print app at http://127.0.0.1:5174, the development default.
   */
  printAppUrl?: string | null;
  /**
   * Where an otter restaurant with no external id connects to Otter (the restaurant editor's Otter page). From
   * VITE_OTTER_CONNECT_URL (an absolute http(s) URL); {@link DEFAULT_OTTER_CONNECT_URL} when unset or not one.
   */
  otterConnectUrl?: string;
}

/**
 * Otter's connect page when the deployment names none. The spec names the link but not its address: Otter's
 * manager, where the restaurant's owner authorises the connection.
 */
export const DEFAULT_OTTER_CONNECT_URL = 'https://manager.tryotter.com/';

/**
 * Reads the Otter connect address: an absolute http(s) URL, kept as written; anything else gives null (the link
 * must never become a relative or script address).
 * @example parseOtterConnectUrl(' https://otter.example/connect ') // 'https://otter.example/connect'
 */
export function parseOtterConnectUrl(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? trimmed : null;
  } catch {
    return null;
  }
}

/** The meta tag through which a hosting page sets the print app's address without a rebuild. */
export const PRINT_APP_META = 'backoffice-print-app-url';

/** The print app's address in development (`npm start`). */
export const DEV_PRINT_APP_URL = 'http://127.0.0.1:5174';

/**
 * Reads the print app's address: an absolute http(s) URL, or a path on the back-office's own origin; written
 * without a trailing slash. Anything else gives null.
 * @example parsePrintAppUrl('https://print.example/app/') // 'https://print.example/app'
 */
export function parsePrintAppUrl(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  if (!trimmed) return null;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed.replace(/\/+$/, '');
  try {
    const url = new URL(trimmed);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/** The meta tag through which a hosting page can add frame parent origins without a rebuild. */
export const FRAME_ORIGINS_META = 'backoffice-frame-parent-origins';

/**
 * Reads a comma-separated list of origins; entries that are not an http(s) origin are dropped, and each is
 * normalised to its origin (no path, no trailing slash).
 * @example parseOrigins('https://a.example, http://127.0.0.1:8080/x ,nonsense') // ['https://a.example', 'http://127.0.0.1:8080']
 */
export function parseOrigins(text: string | null | undefined): string[] {
  if (!text) return [];
  const origins = new Set<string>();
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!trimmed) continue;
    try {
      const url = new URL(trimmed);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // Not a URL: ignored, a wrong entry must not open the app to any origin.
    }
  }
  return [...origins];
}

/**
 * The app's settings: VITE_FRAME_PARENT_ORIGINS (comma-separated, plus those of a
 * `<meta name="backoffice-frame-parent-origins">` the hosting page may add), VITE_PUBLIC_FRONTEND_URL and the print
 * app's address (see {@link AppEnv.printAppUrl}) and VITE_OTTER_CONNECT_URL (see {@link AppEnv.otterConnectUrl}).
 */
export function readAppEnv(
  env: Record<string, string | boolean | undefined>,
  doc: Pick<Document, 'querySelector'> | null,
): AppEnv {
  const fromEnv = typeof env.VITE_FRAME_PARENT_ORIGINS === 'string' ? env.VITE_FRAME_PARENT_ORIGINS : '';
  const fromMeta = doc?.querySelector(`meta[name="${FRAME_ORIGINS_META}"]`)?.getAttribute('content') ?? '';
  const frontend =
    typeof env.VITE_PUBLIC_FRONTEND_URL === 'string' ? env.VITE_PUBLIC_FRONTEND_URL.trim() : '';
  const printFromMeta = doc?.querySelector(`meta[name="${PRINT_APP_META}"]`)?.getAttribute('content');
  const printFromEnv = typeof env.VITE_PRINT_APP_URL === 'string' ? env.VITE_PRINT_APP_URL : '';
  return {
    frameParentOrigins: [...new Set([...parseOrigins(fromEnv), ...parseOrigins(fromMeta)])],
    publicFrontendUrl: frontend || null,
    printAppUrl:
      parsePrintAppUrl(printFromMeta) ??
      parsePrintAppUrl(printFromEnv) ??
      (env.DEV === true ? DEV_PRINT_APP_URL : null),
    otterConnectUrl:
      parseOtterConnectUrl(
        typeof env.VITE_OTTER_CONNECT_URL === 'string' ? env.VITE_OTTER_CONNECT_URL : '',
      ) ?? DEFAULT_OTTER_CONNECT_URL,
  };
}
