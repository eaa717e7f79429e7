import { realtimeChannels } from '@backoffice/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An order reference as events carry it: an id, an IRI (`/api/v1/orders/{id}`) or an object with an id. */
function toOrderId(reference: unknown): string | null {
  const raw = isRecord(reference) ? reference.id : reference;
  if (typeof raw === 'number') return String(raw);
  if (typeof raw !== 'string' || raw === '') return null;
  return raw.includes('/') ? (raw.split('/').filter(Boolean).at(-1) ?? null) : raw;
}

/**
 * The ids of the orders a realtime event changed: the order itself on the orders channel, the job's orders on the
 * delivery-jobs channel; none for anything else or a payload without them.
 * @example changedOrderIds('orders', { id: '100001', status: 'approved' }) // ['100001']
 * @example changedOrderIds('delivery-jobs', { id: 7, orders: ['100001', '/api/v1/orders/100002'] }) // ['100001', '100002']
 */
export function changedOrderIds(channel: string, data: unknown): string[] {
  if (!isRecord(data)) return [];
  if (channel === realtimeChannels.orders.name) {
    const id = toOrderId(data.id);
    return id ? [id] : [];
  }
  if (channel === realtimeChannels.deliveryJobs.name && Array.isArray(data.orders)) {
    return data.orders.map(toOrderId).filter((id): id is string => id !== null);
  }
  return [];
}
