import type { ApiClient } from '../client/createApiClient.js';
import { registerDeviceToken } from '../notifications/notifications.js';
import type { PushMessage, PushRegistration, PushService } from './types.js';
import { NO_REGISTRATION_TOKEN } from './types.js';

/** An in-memory push service: the app runs without Firebase, and tests deliver messages themselves. */
export interface LocalPush extends PushService {
  /** Hands a message to the listeners, as a foreground push would. */
  deliver(message: PushMessage): void;
  /** The current registration, or null. */
  registration(): PushRegistration | null;
}

/** Options of {@link createLocalPush}. */
export interface LocalPushOptions {
  /** The token the service gives; empty means none. @default 'local-push-token' */
  token?: string;
  /** When given, `register()` posts the token to POST /notification/register like the real service. */
  client?: ApiClient;
}

/**
 * Push without Firebase, for development and tests.
 * @example
 * const push = createLocalPush();
 * push.onMessage((message) => toast(message.title));
 * push.deliver({ title: 'New order', data: {} });
 */
export function createLocalPush({ token = 'local-push-token', client }: LocalPushOptions = {}): LocalPush {
  const listeners = new Set<(message: PushMessage) => void>();
  let current: PushRegistration | null = null;
  return {
    async register() {
      if (!token) throw new Error(NO_REGISTRATION_TOKEN);
      if (client) await registerDeviceToken(client, token);
      current = { token };
      return current;
    },
    unregister() {
      current = null;
      return Promise.resolve();
    },
    onMessage(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    deliver(message) {
      for (const listener of [...listeners]) listener(message);
    },
    registration: () => current,
  };
}
