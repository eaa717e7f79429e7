/**
 * The Content-Security-Policy of a production build (README "Deploying"). The build writes it into index.html as a
 * `<meta http-equiv="Content-Security-Policy">` from the build's VITE_* settings; a deployment configured at run
 * time (config.json) sends the same policy as a header, with its own origins in connect-src. `frame-ancestors`
 * cannot be set by a meta tag: it is part of the header (see {@link frameAncestors}).
 *
 * Pure (no DOM, no Node), so that vite.config.ts of both apps and the unit tests use it.
 */

/** Build variables (Vite's `loadEnv` result, or `import.meta.env`). */
export type PolicyEnv = Record<string, string | boolean | undefined>;

const text = (env: PolicyEnv, name: string): string => {
  const value = env[name];
  return typeof value === 'string' ? value.trim() : '';
};

/** The origin of an absolute URL; null for a path on the app's own origin or anything else. */
export function originOf(url: string): string | null {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) return null;
  try {
    const parsed = new URL(url);
    return parsed.origin === 'null' ? `${parsed.protocol}//${parsed.host}` : parsed.origin;
  } catch {
    return null;
  }
}

/** Where Firebase Cloud Messaging (push) and its installations call. */
const FIREBASE_PUSH_ORIGINS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
  'https://fcm.googleapis.com',
];
/** Where the Firebase tablet database signs in (the super admin's sign-in on the tablets screen). */
const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];
/** The Maps JavaScript API (the address field's map and suggestions), when a Maps key is configured. */
const MAPS_SCRIPT_ORIGINS = ['https://maps.googleapis.com'];
const MAPS_CONNECT_ORIGINS = ['https://maps.googleapis.com', 'https://places.googleapis.com'];
const MAPS_FONT_ORIGINS = ['https://fonts.gstatic.com'];
const MAPS_STYLE_ORIGINS = ['https://fonts.googleapis.com'];

/**
 * The origins the app connects to, from its settings: the API, the frontend-API, the realtime socket, Firebase
 * (push and the tablet database) and the error-reporting service. Paths on the app's own origin need none ('self').
 */
export function connectOrigins(env: PolicyEnv): string[] {
  const origins = new Set<string>();
  const add = (origin: string | null) => {
    if (origin) origins.add(origin);
  };
  add(originOf(text(env, 'VITE_API_BASE_URL')));
  add(originOf(text(env, 'VITE_FRONTEND_API_URL')));
  add(originOf(text(env, 'VITE_REALTIME_URL')));
  if (text(env, 'VITE_FIREBASE_API_KEY')) FIREBASE_PUSH_ORIGINS.forEach(add);
  const database = originOf(text(env, 'VITE_FIREBASE_DATABASE_URL'));
  if (database) {
    add(database);
    add(database.replace(/^https:/, 'wss:').replace(/^http:/, 'ws:'));
    // The database hands long-lived connections to its own shard hosts.
    add('wss://*.firebaseio.com');
    add('wss://*.firebasedatabase.app');
    FIREBASE_AUTH_ORIGINS.forEach(add);
  }
  const dsn = text(env, 'VITE_ERROR_REPORTING_DSN');
  add(dsn ? originOf(dsn) : null);
  if (text(env, 'VITE_GOOGLE_MAPS_API_KEY')) MAPS_CONNECT_ORIGINS.forEach(add);
  return [...origins];
}

/** What the policy is for. */
export interface PolicyOptions {
  /**
   * The build knows the platform's addresses (VITE_API_BASE_URL etc.), so connect-src can be written. Without them
   * the meta tag leaves connect-src out (the run-time deployment's header sets it): a meta connect-src of 'self'
   * alone would block the platform that config.json names.
   */
  connect: boolean;
  /** The deployment configures a Maps key at build time: the Maps script, styles and fonts are allowed. */
  maps: boolean;
  /**
   * Require Trusted Types for the DOM's script sinks. Off by default: the cancel e-mail editor (tiptap/ProseMirror)
   * parses HTML strings through innerHTML and DOMParser, injects its style sheet through innerHTML, and the e-mail
   * sanitiser parses through a template's innerHTML. All of these write into inert documents, but Trusted Types
   * cannot tell, so the editor fails to open under `require-trusted-types-for 'script'`; a default policy that let
   * them through would make the requirement meaningless. The rest of the app (React, the Vite output, pusher-js,
   * the orders screens) runs under it (contentSecurityPolicy.e2e.test.ts checks both).
   */
  trustedTypes: boolean;
}

/**
 * The policy's directives for a build's settings, joined as a header or meta tag value.
 * @example contentSecurityPolicy({ VITE_API_BASE_URL: 'https://api.example/api/v1' }) // "script-src 'self'; … connect-src 'self' https://api.example; object-src 'none'; base-uri 'none'; form-action 'self'"
 */
export function contentSecurityPolicy(env: PolicyEnv, options: Partial<PolicyOptions> = {}): string {
  const connect = options.connect ?? text(env, 'VITE_API_BASE_URL') !== '';
  const maps = options.maps ?? text(env, 'VITE_GOOGLE_MAPS_API_KEY') !== '';
  const trustedTypes = options.trustedTypes ?? false;
  const directives: Array<[string, string[]]> = [
    ['script-src', ["'self'", ...(maps ? MAPS_SCRIPT_ORIGINS : [])]],
    // Inline style attributes stay allowed: the e-mail previews and the rich text carry them, and the kit's
    // dynamic sizes are set as style properties. Style sheets themselves are the build's own files.
    ['style-src', ["'self'", "'unsafe-inline'", ...(maps ? MAPS_STYLE_ORIGINS : [])]],
    ['img-src', ["'self'", 'data:', 'blob:', 'https:']],
    ['font-src', ["'self'", 'data:', ...(maps ? MAPS_FONT_ORIGINS : [])]],
    ['media-src', ["'self'", 'data:', 'blob:']],
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'self'"]],
    ...(connect ? ([['connect-src', ["'self'", ...connectOrigins(env)]]] as Array<[string, string[]]>) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ...(trustedTypes ? ([['require-trusted-types-for', ["'script'"]]] as Array<[string, string[]]>) : []),
  ];
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

/**
 * The `frame-ancestors` directive for the header (a meta tag cannot carry it): the app itself and the allowed frame
 * parents (VITE_FRAME_PARENT_ORIGINS or config.json's `frameParentOrigins`).
 * @example frameAncestors(['https://portal.example']) // "frame-ancestors 'self' https://portal.example"
 */
export function frameAncestors(parents: readonly string[]): string {
  return ['frame-ancestors', "'self'", ...parents].join(' ');
}
