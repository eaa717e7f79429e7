import { realtimeChannels, useRealtimeRevalidation } from '@backoffice/api';

import { useRealtime } from '../../realtime/useRealtime';
import { deliveryJobResource } from './deliveryJobResource';

const channels = [realtimeChannels.deliveryJobs];

/**
 * Follows the delivery-jobs channel (create-delivery-job, update-delivery-job): the open delivery lists and jobs
 * reload, at most once per 5 s, and after every (re)subscription.
 */
export function useDeliveryRealtime(): void {
  useRealtimeRevalidation(useRealtime(true), channels, deliveryJobResource.name);
}
