import type { Realtime } from '@backoffice/api';
import { throttleLatest } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';

/** One event that reloads the lists, as it arrived. */
export interface LiveReloadEvent {
  /** A realtime channel event, or a message of the service worker. */
  source: 'realtime' | 'service-worker';
  /** The event's name ('new-order', 'update-order'), or the message's type ('new_order'). */
  name: string;
  /** The payload, unchecked. */
  data: unknown;
}

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
  /**
   * Receives every event at once, before the throttled reload (e.g. to show the order a new-order event names
   * without waiting for the lists). A throw here is logged; the reload still happens.
   */
  onEvent?: (event: LiveReloadEvent) => void;
}

const isNewOrderMessage = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'new_order';

/**
 * Reloads the live lists on the restaurant channels' events and on the service worker's `new_order` messages,
 * at most once per 5 s (the first at once, the last of a burst after the interval); every (re)subscription
 * reloads at once, since the realtime service keeps no history. `onEvent` sees each event unthrottled.
 * Returns the cleanup.
 */
export function createLiveReload({
  realtime,
  channels,
  serviceWorker,
  reload,
  throttleMs = LIMITS.realtimeThrottleMs,
  onEvent,
}: LiveReloadSources): () => void {
  const throttled = throttleLatest<null>(() => reload(), throttleMs);
  const push = (event: LiveReloadEvent) => {
    try {
      onEvent?.(event);
    } catch (error) {
      // A payload the listener could not use must not cost the reload.
      console.warn(error);
    }
    throttled.push(null);
  };
  const offs: Array<() => void> = [];
  if (realtime) {
    for (const channel of channels) {
      for (const name of channel.events) {
        offs.push(realtime.bind(channel.name, name, (data) => push({ source: 'realtime', name, data })));
      }
      offs.push(realtime.onSubscribed(channel.name, reload));
    }
  }
  if (serviceWorker) {
    const onMessage = (event: Event) => {
      const { data } = event as MessageEvent<unknown>;
      if (isNewOrderMessage(data)) push({ source: 'service-worker', name: 'new_order', data });
    };
    serviceWorker.addEventListener('message', onMessage);
    offs.push(() => serviceWorker.removeEventListener('message', onMessage));
  }
  return () => {
    throttled.cancel();
    for (const off of offs) off();
  };
}
