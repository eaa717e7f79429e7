/**
 * Which browser origins may use the sandbox: the answer to CORS requests (with credentials) and to the Origin of a
 * realtime socket. Kept to the back-office and the print app by default, so that no other site a user visits can
 * read the platform's data through the user's browser.
 */

/** The back-office (5173) and the print app (5174) in development, by address and by name. */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:5174',
  'http://localhost:5174',
];

/** An origin in the form browsers send it: scheme and host in lower case, no trailing slash. */
function normalize(origin: string): string {
  return origin.trim().replace(/\/+$/, '').toLowerCase();
}

/**
 * Reads a list of origins (SANDBOX_ALLOWED_ORIGINS): separated by commas or spaces. Answers undefined for an unset
 * or blank value.
 * @example parseOrigins('http://127.0.0.1:5173, https://backoffice.example.com') // two origins
 */
export function parseOrigins(text: string | undefined): string[] | undefined {
  const origins = (text ?? '')
    .split(/[\s,]+/)
    .map(normalize)
    .filter((origin) => origin !== '');
  return origins.length > 0 ? origins : undefined;
}

/** Whether a browser origin is on the list. */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (!origin) return false;
  const wanted = normalize(origin);
  return allowed.some((entry) => normalize(entry) === wanted);
}

const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/i;

/**
 * Whether a realtime socket may open, by its Origin header: sockets from non-browser clients (no Origin) may; a
 * browser's only from an origin on the list, or from the page the sandbox itself (or a local proxy in front of it,
 * as the end-to-end stack's preview server) serves, which is the origin that names the request's own loopback host.
 * A page of another site never passes: its origin names its own host, and a loopback Host header cannot be forged
 * by a page (DNS rebinding gives the attacker's name, not a loopback one).
 */
export function isAllowedSocketOrigin(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (isAllowedOrigin(origin, allowed)) return true;
  if (!host || !LOOPBACK_HOST.test(host)) return false;
  const wanted = normalize(origin);
  return wanted === `http://${host.toLowerCase()}` || wanted === `https://${host.toLowerCase()}`;
}
