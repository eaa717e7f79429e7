import { useContext } from 'react';

import type { ApiContextValue } from './ApiProvider.js';
import { ApiContext } from './ApiProvider.js';

/** The client and list scheduler of the nearest ApiProvider. */
export function useApi(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApi must be used inside <ApiProvider>');
  return value;
}
