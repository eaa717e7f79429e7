import type { FirebaseTabletsConfig } from '@backoffice/api';

/** One setting: its build variable and the meta tag a hosting page may set instead (no rebuild). */
const SOURCES = {
  apiKey: { env: 'VITE_FIREBASE_API_KEY', meta: 'backoffice-firebase-api-key' },
  projectId: { env: 'VITE_FIREBASE_PROJECT_ID', meta: 'backoffice-firebase-project-id' },
  appId: { env: 'VITE_FIREBASE_APP_ID', meta: 'backoffice-firebase-app-id' },
  databaseURL: { env: 'VITE_FIREBASE_DATABASE_URL', meta: 'backoffice-firebase-database-url' },
} as const;

/** Where the tablet database is: Firebase when its database URL is configured, the in-memory twin otherwise. */
export type TabletSettings = { kind: 'firebase'; config: FirebaseTabletsConfig } | { kind: 'local' };

/**
 * Reads the tablet database settings: each from its VITE_FIREBASE_* variable, else from the hosting page's
 * `<meta name="backoffice-firebase-*">` tag. With a database URL the app opens the Firebase database once the super
 * admin has signed in to it on the screen (no password is ever part of the build or the page); without it, the
 * in-memory twin.
 * @example readTabletSettings({}, document) // { kind: 'local' }
 */
export function readTabletSettings(
  env: Record<string, string | boolean | undefined>,
  doc: Pick<Document, 'querySelector'> | null,
): TabletSettings {
  const read = (key: keyof typeof SOURCES): string | undefined => {
    const fromEnv = env[SOURCES[key].env];
    if (typeof fromEnv === 'string' && fromEnv.trim() !== '') return fromEnv.trim();
    const meta = doc?.querySelector(`meta[name="${SOURCES[key].meta}"]`)?.getAttribute('content')?.trim();
    return meta ? meta : undefined;
  };
  const databaseURL = read('databaseURL');
  if (!databaseURL) return { kind: 'local' };
  const apiKey = read('apiKey');
  const projectId = read('projectId');
  const appId = read('appId');
  return {
    kind: 'firebase',
    config: {
      firebase: {
        databaseURL,
        ...(apiKey ? { apiKey } : {}),
        ...(projectId ? { projectId } : {}),
        ...(appId ? { appId } : {}),
      },
    },
  };
}
