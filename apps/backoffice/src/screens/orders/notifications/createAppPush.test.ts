import type { ApiClient, FirebaseMessagingApi, FirebasePushConfig } from '@backoffice/api';
import { createFirebasePush, createLocalPush, createMemoryCookieStore } from '@backoffice/api';
import { buildToken, createTestApiClient, jsonResponse } from '@backoffice/api/testing';
import { describe, expect, it, vi } from 'vitest';

import { createAppPush } from './createAppPush';
import { readPushSettings } from './readPushSettings';

const NOW = new Date('2025-01-15T10:00:00Z');
const env = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'backoffice-prod',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '1234',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_FIREBASE_VAPID_KEY: 'BPublicKey',
};

function restaurantClient() {
  return createTestApiClient(
    { 'POST /notification/register': () => jsonResponse({ success: true }, 201) },
    {
      cookies: createMemoryCookieStore({
        jwt: buildToken({ roles: ['ROLE_RESTAURANT'] }, NOW),
        refresh: 'r',
      }),
      now: () => NOW,
    },
  );
}

function factories() {
  const firebase = vi.fn((_config: FirebasePushConfig, _client: ApiClient) =>
    createLocalPush({ token: 'firebase-token' }),
  );
  const local = vi.fn((options: { client: ApiClient }) =>
    createLocalPush({ token: 'local-token', ...options }),
  );
  const reportError = vi.fn();
  return { firebase, local, reportError };
}

describe('createAppPush', () => {
  it('uses Firebase with the settings when all are configured', async () => {
    const client = restaurantClient();
    const made = factories();
    const push = createAppPush(readPushSettings(env, null), client, made);
    expect(made.firebase).toHaveBeenCalledWith(
      {
        firebase: { apiKey: 'key', projectId: 'backoffice-prod', messagingSenderId: '1234', appId: 'app' },
        vapidKey: 'BPublicKey',
      },
      client,
    );
    expect(made.local).not.toHaveBeenCalled();
    await expect(push.register()).resolves.toEqual({ token: 'firebase-token' });
  });

  it('registers the Firebase messaging token with the VAPID key through POST /notification/register', async () => {
    const client = restaurantClient();
    const getToken = vi.fn(() => Promise.resolve('fcm-device-token'));
    const fake: FirebaseMessagingApi = {
      app: {
        getApps: () => [],
        initializeApp: (options, name) => ({ name, options, automaticDataCollectionEnabled: false }),
      },
      messaging: {
        getMessaging: (app) => ({ app }),
        getToken,
        deleteToken: () => Promise.resolve(true),
        onMessage: () => () => undefined,
      },
    };
    const push = createAppPush(readPushSettings(env, null), client, {
      firebase: (config, apiClient) =>
        createFirebasePush(config, apiClient, { load: () => Promise.resolve(fake) }),
    });
    await expect(push.register()).resolves.toEqual({ token: 'fcm-device-token' });
    expect(getToken).toHaveBeenCalledWith(expect.anything(), { vapidKey: 'BPublicKey' });
    expect(client.requests.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/notification/register', { deviceToken: 'fcm-device-token' }],
    ]);
  });

  it('uses the local push when nothing is configured, as before', async () => {
    const client = restaurantClient();
    const made = factories();
    const push = createAppPush(readPushSettings({}, null), client, made);
    expect(made.firebase).not.toHaveBeenCalled();
    expect(made.local).toHaveBeenCalledWith({ client });
    await expect(push.register()).resolves.toEqual({ token: 'local-token' });
    expect(client.requests.map((request) => request.path)).toEqual(['/notification/register']);
  });

  it('reports a partial configuration, and registering fails with that message without a call', async () => {
    const client = restaurantClient();
    const made = factories();
    const push = createAppPush(readPushSettings({ VITE_FIREBASE_API_KEY: 'key' }, null), client, made);
    expect(made.firebase).not.toHaveBeenCalled();
    expect(made.local).not.toHaveBeenCalled();
    expect(made.reportError).toHaveBeenCalledTimes(1);
    expect(made.reportError.mock.calls[0]?.[0]).toMatch(
      /^Push notifications are not configured completely: VITE_FIREBASE_PROJECT_ID, /,
    );
    await expect(push.register()).rejects.toThrow(/not configured completely/);
    expect(made.reportError).toHaveBeenCalledTimes(2);
    await expect(push.unregister()).resolves.toBeUndefined();
    expect(push.onMessage(() => undefined)).toBeTypeOf('function');
    expect(client.requests).toEqual([]);
  });
});
