import type { ListResult, Realtime } from '@backoffice/api';
import { orderKeys, realtimeChannels } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

import { applyOrderUpdate } from './applyOrderUpdate';
import { toIncomingOrderPayload } from './incomingOrderPayload';

const isListKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === orderKeys.lists()[0] && key[1] === orderKeys.lists()[1];

/**
 * Puts the order an update-order event carries (private-orders-{restaurant}) into every cached order list at once,
 * without waiting for the throttled reload: an order no longer active for the restaurant leaves the active lists
 * right away (orders section 4). An event naming only an id is left to the reload.
 * @param restaurantIds The restaurants whose channels to follow.
 */
export function useOrderUpdates(
  realtime: Realtime | null,
  restaurantIds: readonly (string | number)[],
): void {
  const { mutate } = useSWRConfig();
  const channels = restaurantIds.map(String).join(',');
  useEffect(() => {
    if (!realtime) return undefined;
    const offs = channels
      .split(',')
      .filter(Boolean)
      .map((id) =>
        realtime.bind(realtimeChannels.restaurantOrders(id).name, 'update-order', (data) => {
          const payload = toIncomingOrderPayload(data);
          for (const order of payload?.orders ?? []) {
            void mutate<ListResult<Order>>(
              isListKey,
              (list) => (list ? applyOrderUpdate(list, order) : list),
              { revalidate: false },
            );
          }
        }),
      );
    return () => {
      for (const off of offs) off();
    };
  }, [realtime, channels, mutate]);
}
