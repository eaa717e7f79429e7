import type { Realtime } from '@backoffice/api';
import type { ReactNode } from 'react';

import { RealtimeContext } from './realtimeContext';

export interface RealtimeProviderProps {
  /** The realtime service the screens below use instead of the shared connection; null means none. */
  realtime: Realtime | null;
  children: ReactNode;
}

/** Gives the screens below a realtime service of its own (e.g. `createMemoryRealtime()` in a test). */
export function RealtimeProvider({ realtime, children }: RealtimeProviderProps) {
  return <RealtimeContext.Provider value={realtime}>{children}</RealtimeContext.Provider>;
}
