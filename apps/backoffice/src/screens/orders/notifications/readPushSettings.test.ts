import { describe, expect, it } from 'vitest';

import { readPushSettings } from './readPushSettings';

const full = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'backoffice-prod',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: '1:1234:web:abc',
  VITE_FIREBASE_VAPID_KEY: 'BPublicKey',
};

/** A page with these meta tags. */
function page(metas: Record<string, string> = {}): Pick<Document, 'querySelector'> {
  const doc = document.implementation.createHTMLDocument('host');
  for (const [name, content] of Object.entries(metas)) {
    const meta = doc.createElement('meta');
    meta.name = name;
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('readPushSettings', () => {
  it('gives the local push when no Firebase setting is there', () => {
    expect(readPushSettings({}, page())).toEqual({ kind: 'local' });
    expect(readPushSettings({ VITE_FIREBASE_API_KEY: '  ' }, null)).toEqual({ kind: 'local' });
  });

  it('gives Firebase with every setting from the build variables (trimmed)', () => {
    expect(readPushSettings({ ...full, VITE_FIREBASE_APP_ID: ' 1:1234:web:abc ' }, page())).toEqual({
      kind: 'firebase',
      config: {
        firebase: {
          apiKey: 'key',
          projectId: 'backoffice-prod',
          messagingSenderId: '1234',
          appId: '1:1234:web:abc',
        },
        vapidKey: 'BPublicKey',
      },
    });
  });

  it("takes the hosting page's meta tags where a variable is not set, the variable first", () => {
    const settings = readPushSettings(
      { VITE_FIREBASE_API_KEY: 'from-env', DEV: false },
      page({
        'backoffice-firebase-api-key': 'from-meta',
        'backoffice-firebase-project-id': 'p',
        'backoffice-firebase-messaging-sender-id': 's',
        'backoffice-firebase-app-id': 'a',
        'backoffice-firebase-vapid-key': 'v',
      }),
    );
    expect(settings).toEqual({
      kind: 'firebase',
      config: {
        firebase: { apiKey: 'from-env', projectId: 'p', messagingSenderId: 's', appId: 'a' },
        vapidKey: 'v',
      },
    });
  });

  it('is a configuration error naming what is missing when only some are set', () => {
    const { VITE_FIREBASE_VAPID_KEY: _vapid, VITE_FIREBASE_APP_ID: _app, ...partial } = full;
    const settings = readPushSettings(partial, page());
    expect(settings).toEqual({
      kind: 'invalid',
      missing: ['VITE_FIREBASE_APP_ID', 'VITE_FIREBASE_VAPID_KEY'],
      message:
        'Push notifications are not configured completely: VITE_FIREBASE_APP_ID, VITE_FIREBASE_VAPID_KEY are ' +
        'missing. Set all five VITE_FIREBASE_* variables (or their backoffice-firebase-* meta tags), or none for ' +
        'the local push.',
    });
    const one = readPushSettings({}, page({ 'backoffice-firebase-vapid-key': 'v' }));
    expect(one.kind === 'invalid' ? one.missing : null).toHaveLength(4);
  });
});
