import type { Order } from '@backoffice/domain';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';

import { orderKeys } from '../orders/orderKeys.js';
import { getOrder } from '../orders/orders.js';
import { useApi } from './useApi.js';

/** One order by id; null waits. */
export function useOrder(id: string | null | undefined): SWRResponse<Order, unknown> {
  const { client } = useApi();
  return useSWR(id ? orderKeys.detail(id) : null, ([, , orderId]: ReturnType<typeof orderKeys.detail>) =>
    getOrder(client, orderId),
  );
}
