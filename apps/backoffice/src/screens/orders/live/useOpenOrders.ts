import type { ListResult } from '@backoffice/api';
import { listActiveOrders, orderKeys, useApi } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';

/**
 * The open tab's list: the active orders of one restaurant of the admin, or of all of them (GET
 * /orders?activeOrders=true[&restaurant=], 100). Its own SWR key under `orders` (so every orders reload refreshes
 * it), and not through the shared list scheduler: the live engine's active list, mounted by the shell over every
 * screen, is of the same variant, and each would abort the other's request on every reload.
 * @param restaurant The restaurant id as the route writes it; null for every restaurant of the admin.
 */
export function useOpenOrders(restaurant: string | null): SWRResponse<ListResult<Order>, unknown> {
  const { client } = useApi();
  return useSWR([...orderKeys.lists(), 'open', restaurant ?? ''] as const, ([, , , forRestaurant]) =>
    listActiveOrders(client, forRestaurant ? { restaurant: forRestaurant } : {}),
  );
}
