import type { Realtime } from '@backoffice/api';
import { useApi } from '@backoffice/api';
import { useEffect, useState } from 'react';

import { liveRealtime } from './liveRealtime';

/** The app's shared realtime connection, once it is up (null before, or when there is none). */
export function useLiveRealtime(enabled: boolean): Realtime | null {
  const { client } = useApi();
  const [realtime, setRealtime] = useState<Realtime | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    void liveRealtime(client).then((connection) => {
      if (live) setRealtime(connection);
    });
    return () => {
      live = false;
    };
  }, [client, enabled]);
  return realtime;
}
