import type { Realtime } from '@backoffice/api';
import { realtimeChannels, useRealtimeRevalidation } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';
import { useEffect, useState } from 'react';

import { useRealtime } from '../../../realtime/useRealtime';
import { changedOrderIds } from './changedOrderIds';

/** The channels the orders table listens to (spec section 7, "Realtime"). */
const channels = [realtimeChannels.orders, realtimeChannels.deliveryJobs];
const none: ReadonlySet<string> = new Set();

/**
 * The orders table's realtime: events on the orders and delivery-jobs channels revalidate the order lists
 * (throttled by the client's realtime bridge, and again after every subscription), and the orders they name stay
 * highlighted for LIMITS.realtimeHighlightMs after their last event. Returns the highlighted order ids.
 */
export function useOrdersRealtime(): ReadonlySet<string> {
  const realtime = useRealtime(true);
  useRealtimeRevalidation(realtime, channels, 'orders');
  return useChangedOrderHighlights(realtime);
}

function useChangedOrderHighlights(realtime: Realtime | null): ReadonlySet<string> {
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(none);
  useEffect(() => {
    if (!realtime) return undefined;
    const timers = new Map<string, ReturnType<typeof setTimeout>>();
    const unhighlight = (id: string) => {
      timers.delete(id);
      setHighlighted((current) => {
        const next = new Set(current);
        next.delete(id);
        return next;
      });
    };
    const highlight = (ids: string[]) => {
      if (ids.length === 0) return;
      for (const id of ids) {
        clearTimeout(timers.get(id));
        timers.set(
          id,
          setTimeout(() => unhighlight(id), LIMITS.realtimeHighlightMs),
        );
      }
      setHighlighted((current) => new Set([...current, ...ids]));
    };
    const offs = channels.flatMap((channel) =>
      channel.events.map((event) =>
        realtime.bind(channel.name, event, (data) => highlight(changedOrderIds(channel.name, data))),
      ),
    );
    return () => {
      for (const off of offs) off();
      for (const timer of timers.values()) clearTimeout(timer);
      setHighlighted(none);
    };
  }, [realtime]);
  return highlighted;
}
