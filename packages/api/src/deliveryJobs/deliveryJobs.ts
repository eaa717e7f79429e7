import type { DeliveryJob, DeliveryProviderJob, PedalDeliveryItem } from '@backoffice/domain';
import { LIMITS } from '@backoffice/domain';

import { action, seg } from '../client/action.js';
import type { ApiClient } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import { hydraCollection, toListResult } from '../client/hydra.js';
import { AnyAnswer, SuccessStruct } from '../client/structs.js';
import {
  DeliveryJobStruct,
  DeliveryProviderJobStruct,
  PedalDeliveryItemStruct,
} from './deliveryJob.struct.js';

const dj = (id: string | number) => `/delivery-jobs/${seg(id)}`;
const pj = (id: string | number) => `/delivery-provider-jobs/${seg(id)}`;

/** GET /delivery-jobs/{id}. */
export const getDeliveryJob = (
  client: ApiClient,
  id: string | number,
  options: { signal?: AbortSignal } = {},
): Promise<DeliveryJob> => action(client, 'getDeliveryJob', 'GET', dj(id), DeliveryJobStruct, options);
/** PUT /delivery-jobs: creates a delivery job. */
export const createDeliveryJob = (client: ApiClient, body: object): Promise<DeliveryJob> =>
  action(client, 'createDeliveryJob', 'PUT', '/delivery-jobs', DeliveryJobStruct, { body });
/** POST /delivery-jobs/{id}: updates a delivery job (send the whole job as read, so no field is dropped). */
export const updateDeliveryJob = (
  client: ApiClient,
  id: string | number,
  body: object,
): Promise<DeliveryJob> => action(client, 'updateDeliveryJob', 'POST', dj(id), DeliveryJobStruct, { body });

/** The answer of a delivery job command (cancel...): success false carries the message shown in the toast. */
export const deliveryJobCommand = (
  client: ApiClient,
  id: string | number,
  command: 'cancel' | 'disable-stuart-delay' | 'send-out' | 'force-finish' | 'remove-delivery-rule-overrides',
) => action(client, `deliveryJob.${command}`, 'POST', `${dj(id)}/${command}`, SuccessStruct);

/**
 * PUT /delivery-jobs/{id}/create-and-queue-provider-job: a provider job for the delivery, queued at once; at the
 * job's own delivery method unless `deliveryMethod` names another provider.
 */
export const createAndQueueProviderJob = (
  client: ApiClient,
  id: string | number,
  input: { deliveryMethod?: string } = {},
): Promise<DeliveryProviderJob> =>
  action(
    client,
    'createAndQueueProviderJob',
    'PUT',
    `${dj(id)}/create-and-queue-provider-job`,
    DeliveryProviderJobStruct,
    { body: input },
  );
/** POST /delivery-jobs/{id}/priority. */
export const setDeliveryJobPriority = (client: ApiClient, id: string | number, priority: number) =>
  action(client, 'setDeliveryJobPriority', 'POST', `${dj(id)}/priority`, AnyAnswer, { body: { priority } });
/** POST /delivery-jobs/pre-create-for/{cloud-canteen|residential-canteen}/{id} with the delivery method. */
export const preCreateDeliveryJobs = (
  client: ApiClient,
  kind: 'cloud-canteen' | 'residential-canteen',
  canteenId: string | number,
  deliveryMethod: string,
) =>
  action(
    client,
    'preCreateDeliveryJobs',
    'POST',
    `/delivery-jobs/pre-create-for/${kind}/${seg(canteenId)}`,
    AnyAnswer,
    { body: { deliveryMethod } },
  );

const PedalList = hydraCollection(PedalDeliveryItemStruct);
/** GET /delivery-jobs/pedalme?lat&lon: the jobs pedal-me can take at the drop-off point. */
export const listPedalMeJobs = async (
  client: ApiClient,
  location: { lat: number; lon: number },
  options: { signal?: AbortSignal } = {},
): Promise<ListResult<PedalDeliveryItem>> =>
  toListResult(
    await action(client, 'listPedalMeJobs', 'GET', '/delivery-jobs/pedalme', PedalList, {
      query: location,
      ...options,
    }),
  );
/** POST /delivery-jobs/send-to-pedalme (default size cargo). */
export const sendToPedalMe = (
  client: ApiClient,
  input: { pickupTime: string; deliveryJobs: ReadonlyArray<string | number>; size?: string },
) =>
  action(client, 'sendToPedalMe', 'POST', '/delivery-jobs/send-to-pedalme', AnyAnswer, {
    body: { size: LIMITS.defaultPedalMeSize, ...input },
  });

/** GET /delivery-provider-jobs/{id}. */
export const getDeliveryProviderJob = (
  client: ApiClient,
  id: string | number,
): Promise<DeliveryProviderJob> =>
  action(client, 'getDeliveryProviderJob', 'GET', pj(id), DeliveryProviderJobStruct);
/** POST /delivery-provider-jobs/{id}/cancel | send | close. */
export const deliveryProviderJobCommand = (
  client: ApiClient,
  id: string | number,
  command: 'cancel' | 'send' | 'close',
) => action(client, `deliveryProviderJob.${command}`, 'POST', `${pj(id)}/${command}`, SuccessStruct);

const ProviderJobList = hydraCollection(DeliveryProviderJobStruct);
/** The provider jobs of an order: GET /delivery-provider-jobs?deliveryJob.orders.identifier=..&itemsPerPage=99. */
export const listProviderJobsForOrder = async (
  client: ApiClient,
  orderIdentifier: string,
): Promise<ListResult<DeliveryProviderJob>> =>
  toListResult(
    await action(client, 'listProviderJobsForOrder', 'GET', '/delivery-provider-jobs', ProviderJobList, {
      query: { 'deliveryJob.orders.identifier': orderIdentifier, itemsPerPage: LIMITS.providerJobPageSize },
    }),
  );
