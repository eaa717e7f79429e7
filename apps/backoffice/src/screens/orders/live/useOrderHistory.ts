import type { ListResult } from '@backoffice/api';
import { listOrderHistory, orderKeys, useApi } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { LIMITS } from '@backoffice/domain';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';

/** The instants a local calendar day (YYYY-MM-DD) starts and ends at, as ISO strings. */
export function dayRange(day: string): { after: string; before: string } {
  const after = new Date(`${day}T00:00:00`);
  const before = new Date(after);
  before.setDate(before.getDate() + 1);
  return { after: after.toISOString(), before: before.toISOString() };
}

/**
 * The restaurant's orders of one day (GET /orders?requiredDeliveryTime[after]&[before], latest first, 100). Its
 * own SWR key under `orders` (so every orders reload refreshes it), and not through the shared list scheduler:
 * the live engine's lists of the same variant would otherwise abort it.
 */
export function useOrderHistory(day: string): SWRResponse<ListResult<Order>, unknown> {
  const { client } = useApi();
  return useSWR([...orderKeys.lists(), 'history', day] as const, ([, , , forDay]) =>
    listOrderHistory(client, dayRange(forDay), {
      itemsPerPage: LIMITS.orderListPageSize,
      order: { requiredDeliveryTime: 'desc' },
    }),
  );
}
