/**
 * Everything a deployment sets, in one place (README "Deploying", .env.example): each setting comes from its
 * `VITE_*` variable at build time or from the `config.json` served next to index.html at run time (which wins), so
 * that one build serves several environments. The older `<meta name="backoffice-…">` tags of the hosting page are
 * still read by the settings that had them.
 *
 * No sandbox value is a build's default. A build that sets nothing calls the platform on its own origin
 * ({@link SAME_ORIGIN_SETTINGS}: a server that proxies `/api` and `/frontend-api` to the platform) and runs without
 * the realtime service (the live lists then refresh every minute, and their status says so). Settings that are set
 * but not usable, or a config.json that is not an object, show the configuration error page (DeploymentErrorPage)
 * instead of calling anything. Only the development server and the unit tests (`import.meta.env.DEV`) get the local
 * sandbox's addresses, {@link SANDBOX_SETTINGS}.
 */

/** A setting: its name in config.json and its build variable. */
export interface SettingSource {
  /** The key in config.json (`firebase.apiKey` is a key of the `firebase` object). */
  key: string;
  env: string;
}

/** Every setting of a deployment, by its config.json key (README "Deploying" lists them with their meaning). */
export const SETTINGS = {
  apiBaseUrl: { key: 'apiBaseUrl', env: 'VITE_API_BASE_URL' },
  frontendApiUrl: { key: 'frontendApiUrl', env: 'VITE_FRONTEND_API_URL' },
  realtimeUrl: { key: 'realtimeUrl', env: 'VITE_REALTIME_URL' },
  printAppUrl: { key: 'printAppUrl', env: 'VITE_PRINT_APP_URL' },
  frameParentOrigins: { key: 'frameParentOrigins', env: 'VITE_FRAME_PARENT_ORIGINS' },
  publicFrontendUrl: { key: 'publicFrontendUrl', env: 'VITE_PUBLIC_FRONTEND_URL' },
  firebaseApiKey: { key: 'firebase.apiKey', env: 'VITE_FIREBASE_API_KEY' },
  firebaseProjectId: { key: 'firebase.projectId', env: 'VITE_FIREBASE_PROJECT_ID' },
  firebaseMessagingSenderId: {
    key: 'firebase.messagingSenderId',
    env: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
  },
  firebaseAppId: { key: 'firebase.appId', env: 'VITE_FIREBASE_APP_ID' },
  firebaseVapidKey: { key: 'firebase.vapidKey', env: 'VITE_FIREBASE_VAPID_KEY' },
  firebaseDatabaseUrl: { key: 'firebase.databaseURL', env: 'VITE_FIREBASE_DATABASE_URL' },
  mapsApiKey: { key: 'mapsApiKey', env: 'VITE_GOOGLE_MAPS_API_KEY' },
  errorReportingDsn: { key: 'errorReportingDsn', env: 'VITE_ERROR_REPORTING_DSN' },
} as const satisfies Record<string, SettingSource>;

/**
 * What every build starts from: the platform on the app's own origin. Paths, not a platform's address, so they
 * name no environment.
 */
export const SAME_ORIGIN_SETTINGS = {
  VITE_API_BASE_URL: '/api/v1',
  VITE_FRONTEND_API_URL: '/frontend-api',
} as const;

/** The local sandbox's addresses: the development server's and the unit tests' values, never a build's. */
export const SANDBOX_SETTINGS = {
  VITE_API_BASE_URL: '/api/v1',
  VITE_FRONTEND_API_URL: '/frontend-api',
  VITE_REALTIME_URL: 'ws://127.0.0.1:8787/app/backoffice-sandbox',
  VITE_PRINT_APP_URL: 'http://127.0.0.1:5174',
} as const;

/** The build-time variables, as Vite gives them (`import.meta.env`). */
export type EnvRecord = Record<string, string | boolean | undefined>;

/** What is wrong with a deployment's configuration. */
export interface DeploymentProblem {
  /** Settings whose value cannot be used, by config.json key. */
  invalid: string[];
  /** config.json was served but is not a JSON object. */
  badFile: boolean;
}

/** A base address: an absolute http(s) URL or a path on the app's own origin. */
export function isBaseUrl(text: string): boolean {
  if (text.startsWith('/')) return !text.startsWith('//');
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A Pusher endpoint, `ws[s]://host[:port]/app/{key}`. */
export function isRealtimeUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'ws:' || url.protocol === 'wss:') && /\/app\/[^/]+\/?$/.test(url.pathname);
  } catch {
    return false;
  }
}

function lookup(json: Record<string, unknown>, key: string): unknown {
  let value: unknown = json;
  for (const part of key.split('.')) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The build variables with the run-time configuration laid over them: each config.json setting that has a value
 * replaces its `VITE_*` variable (a list, `frameParentOrigins`, may be an array or a comma-separated string). What
 * neither sets is the same-origin paths, and in development the sandbox's addresses.
 * @example mergeSettings({ VITE_API_BASE_URL: '/api/v1' }, { apiBaseUrl: 'https://api.example/v1' }).VITE_API_BASE_URL // 'https://api.example/v1'
 */
export function mergeSettings(env: EnvRecord, runtime: Record<string, unknown> | null): EnvRecord {
  const merged: EnvRecord = {
    ...SAME_ORIGIN_SETTINGS,
    ...(env.DEV === true ? SANDBOX_SETTINGS : {}),
    ...env,
  };
  for (const { key, env: name } of Object.values(SETTINGS)) {
    const value = runtime ? lookup(runtime, key) : undefined;
    const text = Array.isArray(value)
      ? value.filter((item) => typeof item === 'string').join(',')
      : typeof value === 'string'
        ? value
        : '';
    if (text.trim() !== '') merged[name] = text.trim();
  }
  return merged;
}

/**
 * Checks the merged settings of a build: the addresses are addresses. Null when the app can start.
 */
export function deploymentProblem(env: EnvRecord, badFile = false): DeploymentProblem | null {
  const text = (name: string): string => {
    const value = env[name];
    return typeof value === 'string' ? value.trim() : '';
  };
  const checks: Array<[keyof typeof SETTINGS, (value: string) => boolean]> = [
    ['apiBaseUrl', isBaseUrl],
    ['frontendApiUrl', isBaseUrl],
    ['realtimeUrl', isRealtimeUrl],
    ['errorReportingDsn', isDsn],
  ];
  const invalid = checks
    .filter(([setting, check]) => text(SETTINGS[setting].env) !== '' && !check(text(SETTINGS[setting].env)))
    .map(([setting]) => SETTINGS[setting].key);
  if (invalid.length === 0 && !badFile) return null;
  return { invalid, badFile };
}

/**
 * True for an error-reporting (Sentry) DSN, `http(s)://{publicKey}@{host}[/{path}]/{projectId}`; the service's
 * client (config/sentry.ts, loaded only when one is set) reads it.
 * @example isDsn('https://abc@o1.ingest.sentry.io/42') // true
 * @example isDsn('https://o1.ingest.sentry.io/42') // false
 */
export function isDsn(text: string): boolean {
  try {
    const url = new URL(text);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username !== '' &&
      /\/\d+\/?$/.test(url.pathname)
    );
  } catch {
    return false;
  }
}

/**
 * Reads config.json's answer: its object, null when there is none (404, or the server answered something that is
 * not JSON, such as the page itself), or 'bad' when it is JSON but not an object.
 */
export async function readRuntimeConfig(
  fetcher: typeof fetch,
  url: string,
): Promise<Record<string, unknown> | null | 'bad'> {
  let response: Response;
  try {
    response = await fetcher(url, { headers: { accept: 'application/json' }, cache: 'no-store' });
  } catch {
    return null;
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  try {
    const json: unknown = await response.json();
    return typeof json === 'object' && json !== null && !Array.isArray(json)
      ? (json as Record<string, unknown>)
      : 'bad';
  } catch {
    return 'bad';
  }
}

/**
 * The platform config with the deployment's Maps key (VITE_GOOGLE_MAPS_API_KEY or config.json's `mapsApiKey`) over
 * the platform's `googleMapsApiKey`, when the deployment sets one.
 */
export function withDeploymentMapsKey<T extends { googleMapsApiKey?: string | null }>(
  config: T,
  env: EnvRecord,
): T {
  const key = typeof env.VITE_GOOGLE_MAPS_API_KEY === 'string' ? env.VITE_GOOGLE_MAPS_API_KEY.trim() : '';
  return key ? { ...config, googleMapsApiKey: key } : config;
}

let current: EnvRecord = mergeSettings(import.meta.env, null);

/** The app's settings (build variables with config.json laid over them once {@link loadDeployment} has run). */
export function deploymentEnv(): EnvRecord {
  return current;
}

/**
 * Loads config.json from next to index.html and makes its settings the app's; the configuration problem of a
 * build, or null when the app can start.
 */
export async function loadDeployment(
  env: EnvRecord = import.meta.env,
  fetcher: typeof fetch = (...args) => fetch(...args),
  doc: Pick<Document, 'querySelector'> | null = typeof document === 'undefined' ? null : document,
): Promise<DeploymentProblem | null> {
  const base = typeof env.BASE_URL === 'string' ? env.BASE_URL : '/';
  const runtime = await readRuntimeConfig(fetcher, `${base}config.json`);
  current = mergeSettings(env, runtime === 'bad' ? null : runtime);
  // The hosting page's older way of naming the realtime endpoint.
  const realtimeMeta = doc?.querySelector('meta[name="backoffice-realtime-url"]')?.getAttribute('content');
  if (!current.VITE_REALTIME_URL && realtimeMeta?.trim()) current.VITE_REALTIME_URL = realtimeMeta.trim();
  if (env.DEV === true && runtime !== 'bad') return null;
  return deploymentProblem(current, runtime === 'bad');
}
