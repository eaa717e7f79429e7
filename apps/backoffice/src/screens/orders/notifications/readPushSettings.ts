import type { FirebasePushConfig } from '@backoffice/api';

/** One Firebase push setting: its build variable and the meta tag a hosting page may set instead. */
interface PushSettingSource {
  env: string;
  meta: string;
}

/** The Firebase push settings, each from VITE_FIREBASE_* or, without a rebuild, `<meta name="backoffice-firebase-*">`. */
export const PUSH_SETTINGS = {
  apiKey: { env: 'VITE_FIREBASE_API_KEY', meta: 'backoffice-firebase-api-key' },
  projectId: { env: 'VITE_FIREBASE_PROJECT_ID', meta: 'backoffice-firebase-project-id' },
  messagingSenderId: {
    env: 'VITE_FIREBASE_MESSAGING_SENDER_ID',
    meta: 'backoffice-firebase-messaging-sender-id',
  },
  appId: { env: 'VITE_FIREBASE_APP_ID', meta: 'backoffice-firebase-app-id' },
  vapidKey: { env: 'VITE_FIREBASE_VAPID_KEY', meta: 'backoffice-firebase-vapid-key' },
} as const satisfies Record<string, PushSettingSource>;

/** How the app registers push. */
export type PushSettings =
  /** Every Firebase setting is there: Firebase Cloud Messaging. */
  | { kind: 'firebase'; config: Pick<FirebasePushConfig, 'firebase' | 'vapidKey'> }
  /** None is there: the in-memory push (development, the sandbox). */
  | { kind: 'local' }
  /** Some are there, some are not: a configuration error naming the missing variables. */
  | { kind: 'invalid'; missing: string[]; message: string };

/**
 * Reads the Firebase push settings: each from its VITE_FIREBASE_* variable, else from the hosting page's
 * `<meta name="backoffice-firebase-*">` tag (as VITE_REALTIME_URL and its meta tag). All of them give Firebase,
 * none gives the local push, and a partial set is a configuration error.
 * @example readPushSettings({}, document) // { kind: 'local' }
 * @example readPushSettings({ VITE_FIREBASE_API_KEY: 'k' }, document).kind // 'invalid'
 */
export function readPushSettings(
  env: Record<string, string | boolean | undefined>,
  doc: Pick<Document, 'querySelector'> | null,
): PushSettings {
  const read = ({ env: name, meta }: PushSettingSource): string => {
    const fromEnv = env[name];
    const value = typeof fromEnv === 'string' ? fromEnv.trim() : '';
    if (value) return value;
    return doc?.querySelector(`meta[name="${meta}"]`)?.getAttribute('content')?.trim() ?? '';
  };
  const values = {
    apiKey: read(PUSH_SETTINGS.apiKey),
    projectId: read(PUSH_SETTINGS.projectId),
    messagingSenderId: read(PUSH_SETTINGS.messagingSenderId),
    appId: read(PUSH_SETTINGS.appId),
    vapidKey: read(PUSH_SETTINGS.vapidKey),
  };
  const missing = (Object.keys(values) as Array<keyof typeof values>)
    .filter((key) => values[key] === '')
    .map((key) => PUSH_SETTINGS[key].env);
  if (missing.length === Object.keys(values).length) return { kind: 'local' };
  if (missing.length > 0) {
    return {
      kind: 'invalid',
      missing,
      message:
        `Push notifications are not configured completely: ${missing.join(', ')} ` +
        `${missing.length === 1 ? 'is' : 'are'} missing. Set all five VITE_FIREBASE_* variables ` +
        '(or their backoffice-firebase-* meta tags), or none for the local push.',
    };
  }
  const { vapidKey, ...firebase } = values;
  return { kind: 'firebase', config: { firebase, vapidKey } };
}
