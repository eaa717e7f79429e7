import type { Resource } from '@backoffice/api';
import { createDeliveryJob, resources, updateDeliveryJob } from '@backoffice/api';
import type { DeliveryJob } from '@backoffice/domain';

/** A delivery job as the screens hold it: the job and every other field the platform sent. */
export type DeliveryJobRecord = DeliveryJob & Record<string, unknown>;

/**
 * The delivery jobs resource with the platform's own writes (part 2 section 7): create is `PUT /delivery-jobs`,
 * update is `POST /delivery-jobs/{id}`; list, read and delete are the generic ones.
 */
export const deliveryJobResource: Resource<DeliveryJobRecord> = {
  ...(resources.deliveryJobs as unknown as Resource<DeliveryJobRecord>),
  create: (client, body) => createDeliveryJob(client, body) as Promise<DeliveryJobRecord>,
  update: (client, id, body) => updateDeliveryJob(client, id, body) as Promise<DeliveryJobRecord>,
};
