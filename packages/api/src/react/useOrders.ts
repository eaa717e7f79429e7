import type { Order } from '@backoffice/domain';
import type { SWRResponse } from 'swr';

import type { QueryParams } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import { orderKeys } from '../orders/orderKeys.js';
import { listActiveOrders, listNewOrders, listOrders, listOrdersV2 } from '../orders/orders.js';
import { useApi } from './useApi.js';
import type { PageOptions } from './useList.js';
import { useListPage } from './useList.js';

const loaders = { v1: listOrders, v2: listOrdersV2, new: listNewOrders, active: listActiveOrders } as const;

/**
 * An order list (the live new/active lists fetch 100); debounced and superseded like every list, and an order
 * equal to its namesake on the page shown kept as that object (see {@link useList}).
 */
export function useOrders(
  variant: keyof typeof loaders,
  query: QueryParams | null = {},
  options: PageOptions = {},
): SWRResponse<ListResult<Order>, unknown> {
  const { client, scheduleList } = useApi();
  return useListPage(
    query ? orderKeys.list(variant, query) : null,
    ([, , v, q]: ReturnType<typeof orderKeys.list>) =>
      scheduleList(`orders:${v}`, (signal) => loaders[v](client, q, { signal }), JSON.stringify(q)),
    options,
  );
}
