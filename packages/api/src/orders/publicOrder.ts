import type { Order } from '@backoffice/domain';

import type { ApiClient } from '../client/createApiClient.js';
import type { CallOptions } from './orders.js';
import { OrderStruct } from './order.struct.js';

/**
 * GET /public/orders/{id}?token: the order behind a restaurant's public confirm link (no session, no bearer).
 * A wrong token answers 404 (`NotFoundError`).
 * @example await getPublicOrder(client, '100234', { token: 'a1b2' }) // { id: '100234', status: 'new', ... }
 */
export function getPublicOrder(
  client: ApiClient,
  id: string,
  input: { token: string },
  options: CallOptions = {},
): Promise<Order> {
  return client.request({
    call: 'getPublicOrder',
    method: 'GET',
    path: `/public/orders/${encodeURIComponent(id)}`,
    query: { token: input.token },
    response: OrderStruct,
    ...options,
  });
}
