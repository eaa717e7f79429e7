import { LIMITS } from '@backoffice/domain';

import type { Realtime } from './types.js';

/** A throttled function: runs at once, then at most once per interval, with a trailing run for calls in between. */
export function throttle(fn: () => void, intervalMs: number): { (): void; cancel(): void } {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    last = Date.now();
    timer = undefined;
    fn();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + intervalMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  throttled.cancel = () => clearTimeout(timer);
  return throttled;
}

/**
 * Revalidates lists when realtime events arrive, at most once per 5 s, and refetches after every (re)subscription
 * because the realtime service keeps no history.
 * @example createRealtimeBridge(realtime, [realtimeChannels.orders], () => mutate(isKeyOf('orders')))
 */
export function createRealtimeBridge(
  realtime: Realtime,
  channels: ReadonlyArray<{ name: string; events: readonly string[] }>,
  revalidate: () => void,
  intervalMs: number = LIMITS.realtimeThrottleMs,
): () => void {
  const throttled = throttle(revalidate, intervalMs);
  const offs = channels.flatMap((channel) => [
    ...channel.events.map((event) => realtime.bind(channel.name, event, throttled)),
    realtime.onSubscribed(channel.name, revalidate),
  ]);
  return () => {
    throttled.cancel();
    for (const off of offs) off();
  };
}
