import { useSyncExternalStore } from 'react';

import type { Realtime, RealtimeState } from '../realtime/types.js';

/** The realtime connection state (connecting, connected, unavailable), for a status indicator. */
export function useRealtimeState(realtime: Realtime | null): RealtimeState {
  return useSyncExternalStore(
    (notify) => (realtime ? realtime.onStateChange(notify) : () => undefined),
    () => realtime?.state() ?? 'unavailable',
  );
}
