import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

import { createRealtimeBridge } from '../realtime/createRealtimeBridge.js';
import type { Realtime } from '../realtime/types.js';
import { isKeyOf } from '../resources/resourceKeys.js';

/** Revalidates every SWR key of `resourceName` on the channels' events (throttled 5 s) and after each subscription. */
export function useRealtimeRevalidation(
  realtime: Realtime | null,
  channels: ReadonlyArray<{ name: string; events: readonly string[] }>,
  resourceName: string,
): void {
  const { mutate } = useSWRConfig();
  const channelKey = channels.map((c) => `${c.name}:${c.events.join(',')}`).join('|');
  useEffect(() => {
    if (!realtime) return undefined;
    return createRealtimeBridge(realtime, channels, () => void mutate(isKeyOf(resourceName)));
    // channels are compared by content (channelKey), not identity
  }, [realtime, channelKey, resourceName, mutate]);
}
