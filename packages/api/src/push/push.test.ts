import type { FirebaseApp } from 'firebase/app';
import type { GetTokenOptions, MessagePayload, Messaging } from 'firebase/messaging';
import { describe, expect, it, vi } from 'vitest';

import { createMemoryCookieStore } from '../client/session/cookies.js';
import { createTestApiClient, jsonResponse } from '../testing/createTestApiClient.js';
import { buildToken } from '../testing/tokens.js';
import type { FirebaseMessagingApi } from './createFirebasePush.js';
import { createFirebasePush } from './createFirebasePush.js';
import { createLocalPush } from './createLocalPush.js';

const NOW = new Date('2024-05-01T10:00:00Z');
const firebase = { apiKey: 'key', projectId: 'backoffice', messagingSenderId: '1', appId: 'app' };

function signedInClient() {
  const cookies = createMemoryCookieStore({
    jwt: buildToken({ roles: ['ROLE_RESTAURANT'] }, NOW),
    refresh: 'r',
  });
  return createTestApiClient(
    { 'POST /notification/register': () => jsonResponse({ success: true }, 201) },
    { cookies, now: () => NOW },
  );
}

/** A fake of the Firebase modules: records calls, gives `token`, and lets the test push a foreground message. */
function fakeFirebase(token: string) {
  const apps: FirebaseApp[] = [];
  let deliver: ((payload: MessagePayload) => void) | null = null;
  const getToken = vi.fn((_messaging: Messaging, _options: GetTokenOptions) => Promise.resolve(token));
  const deleteToken = vi.fn(() => Promise.resolve(true));
  const api: FirebaseMessagingApi = {
    app: {
      getApps: () => apps,
      initializeApp: (options, name) => {
        const app: FirebaseApp = { name, options, automaticDataCollectionEnabled: false };
        apps.push(app);
        return app;
      },
    },
    messaging: {
      getMessaging: (app) => ({ app }),
      getToken,
      deleteToken,
      onMessage: (_messaging, next) => {
        deliver = next;
        return () => {
          deliver = null;
        };
      },
    },
  };
  const load = vi.fn(() => Promise.resolve(api));
  return { load, getToken, deleteToken, apps, deliver: (payload: MessagePayload) => deliver?.(payload) };
}

describe('createFirebasePush', () => {
  it('gets the token with the public key and posts it to /notification/register', async () => {
    const client = signedInClient();
    const fake = fakeFirebase('device-token-1');
    const push = createFirebasePush({ firebase, vapidKey: 'BPublicKey' }, client, { load: fake.load });
    expect(fake.load).not.toHaveBeenCalled();

    await expect(push.register()).resolves.toEqual({ token: 'device-token-1' });
    expect(fake.getToken.mock.calls[0]?.[1]).toEqual({ vapidKey: 'BPublicKey' });
    expect(client.requests.map((r) => [r.method, r.path, r.body])).toEqual([
      ['POST', '/notification/register', { deviceToken: 'device-token-1' }],
    ]);
    expect(client.requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(fake.apps.map((app) => app.name)).toEqual(['backoffice']);
  });

  it("fails with 'No registration token available' and posts nothing when the token is empty", async () => {
    const client = signedInClient();
    const push = createFirebasePush({ firebase, vapidKey: 'k' }, client, { load: fakeFirebase('').load });
    await expect(push.register()).rejects.toThrow(new Error('No registration token available'));
    expect(client.requests).toHaveLength(0);
  });

  it('loads Firebase once and hands foreground messages to the listeners until they unsubscribe', async () => {
    const fake = fakeFirebase('t');
    const push = createFirebasePush({ firebase, vapidKey: 'k' }, signedInClient(), { load: fake.load });
    const received: unknown[] = [];
    const stop = push.onMessage((message) => received.push(message));
    await push.register();
    fake.deliver({
      notification: { title: 'New order', body: '#100234' },
      data: { orderId: '100234' },
      from: 'x',
      collapseKey: 'c',
      messageId: 'm',
    });
    stop();
    fake.deliver({ data: { orderId: '2' }, from: 'x', collapseKey: 'c', messageId: 'n' });
    expect(received).toEqual([{ title: 'New order', body: '#100234', data: { orderId: '100234' } }]);
    expect(fake.load).toHaveBeenCalledTimes(1);
  });

  it('deletes the token on unregister, and does not load Firebase when it never registered', async () => {
    const fake = fakeFirebase('t');
    const idle = createFirebasePush({ firebase, vapidKey: 'k' }, signedInClient(), { load: fake.load });
    await idle.unregister();
    expect(fake.load).not.toHaveBeenCalled();

    const push = createFirebasePush({ firebase, vapidKey: 'k' }, signedInClient(), { load: fake.load });
    await push.register();
    await push.unregister();
    expect(fake.deleteToken).toHaveBeenCalledTimes(1);
  });

  it('reports a failed load to onError when only listening, and tries again on register', async () => {
    const onError = vi.fn();
    const load = vi
      .fn<() => Promise<FirebaseMessagingApi>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockImplementation(fakeFirebase('t2').load);
    const push = createFirebasePush({ firebase, vapidKey: 'k', onError }, signedInClient(), { load });
    push.onMessage(() => undefined);
    await expect.poll(() => onError).toHaveBeenCalledWith(new Error('offline'));
    await expect(push.register()).resolves.toEqual({ token: 't2' });
  });
});

describe('createLocalPush', () => {
  it('registers its token (posting it when given a client) and delivers messages', async () => {
    const client = signedInClient();
    const push = createLocalPush({ token: 'dev-token', client });
    const received: unknown[] = [];
    push.onMessage((message) => received.push(message));
    await expect(push.register()).resolves.toEqual({ token: 'dev-token' });
    expect(client.requests[0]?.body).toEqual({ deviceToken: 'dev-token' });
    push.deliver({ title: 'Hello', data: {} });
    expect(received).toEqual([{ title: 'Hello', data: {} }]);
    await push.unregister();
    expect(push.registration()).toBeNull();
  });

  it("fails with 'No registration token available' when it has no token", async () => {
    await expect(createLocalPush({ token: '' }).register()).rejects.toThrow(
      'No registration token available',
    );
  });
});
