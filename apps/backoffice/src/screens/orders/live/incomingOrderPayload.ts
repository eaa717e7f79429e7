import { decodeOrder } from '@backoffice/api';
import type { Order } from '@backoffice/domain';

/** What an order event names: whole orders (checked like GET /orders/{id}) and ids to fetch. */
export interface IncomingOrderPayload {
  orders: Order[];
  ids: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An order reference: a non-empty id, a number, or an IRI (`/api/v1/orders/{id}`). */
function toOrderId(reference: unknown): string | null {
  if (typeof reference === 'number') return Number.isFinite(reference) ? String(reference) : null;
  if (typeof reference !== 'string') return null;
  const trimmed = reference.trim();
  const id = trimmed.includes('/') ? trimmed.split('/').filter(Boolean).at(-1) : trimmed;
  return id ? id : null;
}

/**
 * Reads the payload of a private-orders-{restaurant} event or of the service worker's new_order message: the
 * whole order (the platform sends the order as GET /orders/{id} does), an order under `order`, or only ids
 * (`id`, `orderId`, `order_id`, `order_ids` of the domain's NotificationMessage). Null when it names no order:
 * the caller falls back to reloading the lists.
 * @example toIncomingOrderPayload({ type: 'new_order', order_ids: [100234] }) // { orders: [], ids: ['100234'] }
 * @example toIncomingOrderPayload('garbage') // null
 */
export function toIncomingOrderPayload(data: unknown): IncomingOrderPayload | null {
  if (!isRecord(data)) return null;
  const whole = decodeOrder(data) ?? decodeOrder(data.order);
  if (whole) return { orders: [whole], ids: [] };
  const references = [
    data.id,
    isRecord(data.order) ? data.order.id : data.order,
    data.orderId,
    data.order_id,
    ...(Array.isArray(data.order_ids) ? data.order_ids : []),
    ...(Array.isArray(data.orderIds) ? data.orderIds : []),
  ];
  const ids = [...new Set(references.map(toOrderId).filter((id): id is string => id !== null))];
  return ids.length > 0 ? { orders: [], ids } : null;
}
