import type { Realtime } from '@backoffice/api';
import { throttleLatest } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';

/** What reloads the live lists. */
export interface LiveReloadSources {
  /** The realtime service, when there is one. */
  realtime: Realtime | null;
  /** The channels to follow (private-orders-{restaurant}). */
  channels: ReadonlyArray<{ name: string; events: readonly string[] }>;
  /** Where the service worker posts its messages (navigator.serviceWorker), when there is one. */
  serviceWorker: Pick<EventTarget, 'addEventListener' | 'removeEventListener'> | null;
  /** Reloads the lists. */
  reload: () => void;
  /** The throttle. @default LIMITS.realtimeThrottleMs (5 s) */
  throttleMs?: number;
}

const isNewOrderMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'new_order';

/**
 * Reloads the live lists on the restaurant channels' events and on the service worker's `new_order` messages,
 * at most once per 5 s (the first at once, the last of a burst after the interval); every (re)subscription
 * reloads at once, since the realtime service keeps no history. Returns the cleanup.
 */
export function createLiveReload({
  realtime,
  channels,
  serviceWorker,
  reload,
  throttleMs = LIMITS.realtimeThrottleMs,
}: LiveReloadSources): () => void {
  const throttled = throttleLatest<null>(() => reload(), throttleMs);
  const push = () => throttled.push(null);
  const offs: Array<() => void> = [];
  if (realtime) {
    for (const channel of channels) {
      for (const event of channel.events) offs.push(realtime.bind(channel.name, event, push));
      offs.push(realtime.onSubscribed(channel.name, reload));
    }
  }
  if (serviceWorker) {
    const onMessage = (event: Event) => {
      if (isNewOrderMessage((event as MessageEvent).data)) push();
    };
    serviceWorker.addEventListener('message', onMessage);
    offs.push(() => serviceWorker.removeEventListener('message', onMessage));
  }
  return () => {
    throttled.cancel();
    for (const off of offs) off();
  };
}
