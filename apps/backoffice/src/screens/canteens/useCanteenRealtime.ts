import { realtimeChannels, useRealtimeRevalidation } from '@backoffice/api';
import { useMemo } from 'react';

import { useRealtime } from '../../realtime/useRealtime';

/**
 * Keeps an open canteen screen fresh (orders-auth-routes section 7): a create, update or delete on the canteen's
 * private channel (`private-cloudcanteens-{id}`, `private-residentialcanteens-{id}`) reloads the canteen's data,
 * at most once per 5 s (the client's realtime bridge), and again after every subscription. Nothing is followed
 * before the canteen exists (id null).
 */
export function useCanteenRealtime(
  kind: 'cloudCanteen' | 'residentialCanteen',
  id: string | null | undefined,
  resourceName: string,
): void {
  const realtime = useRealtime(Boolean(id));
  const channels = useMemo(() => (id ? [realtimeChannels[kind](id)] : []), [kind, id]);
  useRealtimeRevalidation(realtime, channels, resourceName);
}
