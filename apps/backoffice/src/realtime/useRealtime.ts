import type { Realtime } from '@backoffice/api';
import { useApi } from '@backoffice/api';
import { useContext, useEffect, useState } from 'react';

import { RealtimeContext } from './realtimeContext';
import { sharedRealtime } from './sharedRealtime';

/**
 * The app's realtime connection once it is up: the one a {@link RealtimeProvider} gives, else the shared
 * connection of the client. Null before it is up, when there is none, or when `enabled` is false.
 */
export function useRealtime(enabled: boolean): Realtime | null {
  const { client } = useApi();
  const provided = useContext(RealtimeContext);
  const [shared, setShared] = useState<Realtime | null>(null);
  useEffect(() => {
    if (!enabled || provided !== undefined) return undefined;
    let live = true;
    void sharedRealtime(client).then((connection) => {
      if (live) setShared(connection);
    });
    return () => {
      live = false;
    };
  }, [client, enabled, provided]);
  if (!enabled) return null;
  return provided === undefined ? shared : provided;
}
