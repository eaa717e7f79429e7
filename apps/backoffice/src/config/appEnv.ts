/** Settings of the app that come from the build (Vite env) or the hosting page, not from the platform. */
export interface AppEnv {
  /**
   * Origins of the parent pages that may frame the back-office (frame mode): messages are accepted only from
   * them and sent only to them.
   */
  frameParentOrigins: readonly string[];
  /** The public front end's address, for the company admins' order-now link; null hides the link. */
  publicFrontendUrl: string | null;
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
 * `<meta name="backoffice-frame-parent-origins">` the hosting page may add) and VITE_PUBLIC_FRONTEND_URL.
 */
export function readAppEnv(
  env: Record<string, string | boolean | undefined>,
  doc: Pick<Document, 'querySelector'> | null,
): AppEnv {
  const fromEnv = typeof env.VITE_FRAME_PARENT_ORIGINS === 'string' ? env.VITE_FRAME_PARENT_ORIGINS : '';
  const fromMeta = doc?.querySelector(`meta[name="${FRAME_ORIGINS_META}"]`)?.getAttribute('content') ?? '';
  const frontend =
    typeof env.VITE_PUBLIC_FRONTEND_URL === 'string' ? env.VITE_PUBLIC_FRONTEND_URL.trim() : '';
  return {
    frameParentOrigins: [...new Set([...parseOrigins(fromEnv), ...parseOrigins(fromMeta)])],
    publicFrontendUrl: frontend || null,
  };
}
