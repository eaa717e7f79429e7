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
    // The channels are compared by content (channelKey): a caller's new array with the same channels and events
    // keeps the subscriptions.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [realtime, channelKey, resourceName, mutate]);
}
