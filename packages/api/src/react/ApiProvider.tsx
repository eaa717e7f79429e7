import type { ReactNode } from 'react';
import { createContext, useMemo } from 'react';
import type { SWRConfiguration } from 'swr';
import { SWRConfig } from 'swr';

import type { ApiClient } from '../client/createApiClient.js';
import type { ListScheduler } from '../client/createListScheduler.js';
import { createListScheduler } from '../client/createListScheduler.js';
import { isAbortedError, isClientError } from '../client/errors.js';

/** What the hooks read from context. */
export interface ApiContextValue {
  client: ApiClient;
  scheduleList: ListScheduler;
}

export const ApiContext = createContext<ApiContextValue | null>(null);

/** SWR options of the back-office: a 4xx answer or an aborted call is never retried automatically. */
export const swrOptions: SWRConfiguration = {
  onErrorRetry: (error, _key, config, revalidate, { retryCount }) => {
    if (isClientError(error) || isAbortedError(error)) return;
    if (retryCount >= 3) return;
    setTimeout(() => void revalidate({ retryCount }), (config.errorRetryInterval ?? 5000) * 2 ** retryCount);
  },
};

export interface ApiProviderProps {
  /** The client every hook uses. */
  client: ApiClient;
  /** Extra SWR options (a `provider` for isolated caches in stories and tests). */
  swr?: SWRConfiguration;
  children: ReactNode;
}

/** Provides the client and the SWR setup to the hooks. */
export function ApiProvider({ client, swr, children }: ApiProviderProps) {
  const value = useMemo(() => ({ client, scheduleList: createListScheduler() }), [client]);
  const config = useMemo(() => ({ ...swrOptions, ...swr }), [swr]);
  return (
    <ApiContext.Provider value={value}>
      <SWRConfig value={config}>{children}</SWRConfig>
    </ApiContext.Provider>
  );
}
