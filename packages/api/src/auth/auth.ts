import type { PlatformConfig } from '@backoffice/domain';
import type { Infer } from 'superstruct';
import { array, number, object, string, type, union } from 'superstruct';

import { action } from '../client/action.js';
import type { ApiClient } from '../client/createApiClient.js';
import { ServerError } from '../client/errors.js';
import type { Assert, Conforms } from '../client/structs.js';
import { AnyAnswer, maybe } from '../client/structs.js';

const VersionStruct = maybe(union([string(), number()]));
/** GET /configs. */
export const PlatformConfigStruct = object({
  currencyCode: string(),
  currencyLocale: string(),
  availableLocales: array(type({ code: string(), version: VersionStruct })),
  defaultLocale: string(),
  googleMapsApiKey: maybe(string()),
  googleMapsDefaultCenter: maybe(type({ lat: number(), lng: number() })),
  country: string(),
  latestTermsVersion: VersionStruct,
  latestPrivacyVersion: VersionStruct,
});
export type _ConfigConforms = Assert<Conforms<Infer<typeof PlatformConfigStruct>, PlatformConfig>>;

/** GET /configs (no bearer): currency, locales, map key, terms versions. */
export const getPlatformConfig = (
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<PlatformConfig> =>
  action(client, 'getPlatformConfig', 'GET', '/configs', PlatformConfigStruct, options);

async function reported<T>(promise: Promise<T>, report: (error: unknown) => void): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ServerError) report(error);
    throw error;
  }
}

/** POST /reset_password/request?lang= with the e-mail (no bearer; a 500 is reported, then re-thrown). */
export const requestPasswordReset = (
  client: ApiClient,
  email: string,
  lang: string,
  report: (error: unknown) => void = () => undefined,
) =>
  reported(
    action(client, 'requestPasswordReset', 'POST', '/reset_password/request', AnyAnswer, {
      query: { lang },
      body: { email },
    }),
    report,
  );

/** POST /reset_password with the token of the e-mail and the new password. */
export const resetPassword = (
  client: ApiClient,
  input: { token: string; password: string },
  report: (error: unknown) => void = () => undefined,
) => reported(action(client, 'resetPassword', 'POST', '/reset_password', AnyAnswer, { body: input }), report);

/** POST /auth: signs in and stores the session (see `client.session.signIn`). */
export const signIn = (
  client: ApiClient,
  credentials: { email: string; password: string },
  options: { keepSignedIn?: boolean } = {},
) => client.session.signIn(credentials, options);

/** POST /auth/refresh with a refresh token handed over by a parent frame. */
export const signInWithRefreshToken = (
  client: ApiClient,
  refreshToken: string | null | undefined,
  options: { keepSignedIn?: boolean } = {},
) => client.session.signInWithRefreshToken(refreshToken, options);

const ChannelAuthStruct = type({ auth: string() });
/** POST /broadcasting/auth (bearer): signs a private realtime channel for this socket. */
export const authorizeRealtimeChannel = (
  client: ApiClient,
  input: { socketId: string; channelName: string },
) =>
  action(client, 'authorizeRealtimeChannel', 'POST', '/broadcasting/auth', ChannelAuthStruct, {
    body: { socket_id: input.socketId, channel_name: input.channelName },
  });
