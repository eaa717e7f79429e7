import type { Order } from '@backoffice/domain';
import { StructError } from 'superstruct';

import { readAs } from '../client/fastRead.js';
import { OrderStruct } from './order.struct.js';

/**
 * Reads an order that arrived outside a call (a realtime event, a service worker or push message) with the same
 * check as GET /orders/{id}; null when the value is not a whole order.
 * @example decodeOrder(buildOrderDto({ id: '100234' }))?.id // '100234'
 * @example decodeOrder({ id: '100234' }) // null
 */
export function decodeOrder(value: unknown): Order | null {
  try {
    return readAs(value, OrderStruct);
  } catch (error) {
    if (error instanceof StructError) return null;
    throw error;
  }
}
