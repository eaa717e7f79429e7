import type { Struct } from 'superstruct';

import type { ApiClient, HttpMethod, QueryParams } from './createApiClient.js';

/** One named call: a thin, typed wrapper of `client.request` for the endpoint modules. */
export function action<T>(
  client: ApiClient,
  call: string,
  method: HttpMethod,
  path: string,
  response: Struct<T, unknown>,
  extra: { body?: unknown; query?: QueryParams; signal?: AbortSignal; root?: 'api' | 'frontend' } = {},
): Promise<T> {
  return client.request({
    call,
    method,
    path,
    response,
    ...(method !== 'GET' && extra.body === undefined ? { body: {} } : {}),
    ...extra,
  });
}

/** Encodes one path segment. */
export const seg = (value: string | number) => encodeURIComponent(String(value));
