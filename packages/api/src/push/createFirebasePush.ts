import type { FirebaseApp } from 'firebase/app';
import type { GetTokenOptions, MessagePayload, Messaging, Unsubscribe } from 'firebase/messaging';

import type { ApiClient } from '../client/createApiClient.js';
import type { FirebaseAppApi, FirebaseConfig } from '../firebase/firebaseApp.js';
import { firebaseAppOf } from '../firebase/firebaseApp.js';
import { registerDeviceToken } from '../notifications/notifications.js';
import type { PushMessage, PushService } from './types.js';
import { NO_REGISTRATION_TOKEN } from './types.js';

/** Where push lives: the Firebase project and the public (VAPID) key of its web push certificate. */
export interface FirebasePushConfig {
  firebase: FirebaseConfig;
  /** The web push public key. */
  vapidKey: string;
  /** The service worker that shows background pushes. @default Firebase registers /firebase-messaging-sw.js */
  serviceWorkerRegistration?: ServiceWorkerRegistration;
  /** Receives a failure to load push when only listening. @default console.warn */
  onError?: (error: unknown) => void;
}

/** The parts of `firebase/app` and `firebase/messaging` push uses. */
export interface FirebaseMessagingApi {
  app: FirebaseAppApi;
  messaging: {
    getMessaging(app: FirebaseApp): Messaging;
    getToken(messaging: Messaging, options: GetTokenOptions): Promise<string>;
    deleteToken(messaging: Messaging): Promise<boolean>;
    onMessage(messaging: Messaging, next: (payload: MessagePayload) => void): Unsubscribe;
  };
}

/** Options of {@link createFirebasePush}. */
export interface FirebasePushOptions {
  /** Loads Firebase. @default dynamic imports of firebase/app and firebase/messaging */
  load?: () => Promise<FirebaseMessagingApi>;
}

async function loadFirebaseMessaging(): Promise<FirebaseMessagingApi> {
  const [app, messaging] = await Promise.all([import('firebase/app'), import('firebase/messaging')]);
  return { app, messaging };
}

function toPushMessage(payload: MessagePayload): PushMessage {
  return {
    ...(payload.notification?.title === undefined ? {} : { title: payload.notification.title }),
    ...(payload.notification?.body === undefined ? {} : { body: payload.notification.body }),
    data: { ...payload.data },
  };
}

/**
 * Push notifications on Firebase Cloud Messaging. Firebase is imported only when a method first needs it, so a
 * bundle that never uses push carries no Firebase code.
 * @example
 * const push = createFirebasePush({ firebase: config.firebase, vapidKey: config.vapidKey }, client);
 * await push.register(); // POST /notification/register { deviceToken }
 */
export function createFirebasePush(
  config: FirebasePushConfig,
  client: ApiClient,
  { load = loadFirebaseMessaging }: FirebasePushOptions = {},
): PushService {
  const listeners = new Set<(message: PushMessage) => void>();
  const onError = config.onError ?? ((error: unknown) => console.warn(error));
  let started: Promise<{ api: FirebaseMessagingApi; messaging: Messaging }> | null = null;

  const start = () => {
    started ??= load().then(
      (api) => {
        const messaging = api.messaging.getMessaging(firebaseAppOf(api.app, config.firebase));
        api.messaging.onMessage(messaging, (payload) => {
          const message = toPushMessage(payload);
          for (const listener of [...listeners]) listener(message);
        });
        return { api, messaging };
      },
      (error: unknown) => {
        started = null;
        throw error;
      },
    );
    return started;
  };

  return {
    async register() {
      const { api, messaging } = await start();
      const token = await api.messaging.getToken(messaging, {
        vapidKey: config.vapidKey,
        ...(config.serviceWorkerRegistration
          ? { serviceWorkerRegistration: config.serviceWorkerRegistration }
          : {}),
      });
      if (!token) throw new Error(NO_REGISTRATION_TOKEN);
      await registerDeviceToken(client, token);
      return { token };
    },
    async unregister() {
      if (!started) return;
      const { api, messaging } = await started;
      await api.messaging.deleteToken(messaging);
    },
    onMessage(listener) {
      listeners.add(listener);
      start().catch(onError);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
