import type { ApiClient, FirebasePushConfig, PushService } from '@backoffice/api';
import { createFirebasePush, createLocalPush } from '@backoffice/api';

import type { PushSettings } from './readPushSettings';

/** The push factories (tests pass fakes, so no network and no Firebase). */
export interface AppPushFactories {
  /** @default createFirebasePush */
  firebase?: (config: FirebasePushConfig, client: ApiClient) => PushService;
  /** @default createLocalPush */
  local?: (options: { client: ApiClient }) => PushService;
  /** Where a configuration error is reported. @default console.error */
  reportError?: (message: string) => void;
}

/**
 * The app's push service for its settings: Firebase Cloud Messaging when every Firebase setting is there, the
 * local push when none is. A partial set is reported as a configuration error at once and at every attempt to
 * register, which fails with that message without registering any token (push failures are only logged, as the
 * error catalogue says).
 * @example createAppPush(readPushSettings(import.meta.env, document), client)
 */
export function createAppPush(
  settings: PushSettings,
  client: ApiClient,
  {
    firebase = createFirebasePush,
    local = createLocalPush,
    reportError = console.error,
  }: AppPushFactories = {},
): PushService {
  if (settings.kind === 'firebase') return firebase(settings.config, client);
  if (settings.kind === 'local') return local({ client });
  reportError(settings.message);
  return {
    register: () => {
      reportError(settings.message);
      return Promise.reject(new Error(settings.message));
    },
    unregister: () => Promise.resolve(),
    onMessage: () => () => undefined,
  };
}
