import { getOrder, useApi } from '@backoffice/api';
import useSWR from 'swr';

import type { DeliveryJobRecord } from './deliveryJobResource';

/**
 * The identifier of a delivery job's first order (the provider jobs are listed by it): given with the job, or read
 * from the order. Null while unknown, or when the job has no order.
 */
export function useOrderIdentifier(job: DeliveryJobRecord): { identifier: string | null; hasOrder: boolean } {
  const { client } = useApi();
  const first = job.orders?.[0];
  const given = typeof first === 'object' && first !== null ? (first.identifier ?? null) : null;
  const orderId =
    first === undefined
      ? null
      : typeof first === 'object'
        ? String(first.id)
        : String(first).split('/').pop();
  const order = useSWR(given === null && orderId ? ['orders', 'detail', orderId] : null, () =>
    getOrder(client, orderId ?? ''),
  );
  return { identifier: given ?? order.data?.identifier ?? null, hasOrder: first !== undefined };
}
