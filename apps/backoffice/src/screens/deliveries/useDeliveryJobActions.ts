import {
  ApiError,
  createAndQueueProviderJob,
  deliveryJobCommand,
  isKeyOf,
  setDeliveryJobPriority,
  useApi,
} from '@backoffice/api';
import { showToast } from '@backoffice/ui';
import { useState } from 'react';
import { useSWRConfig } from 'swr';

import { emitEntityChange } from '../../entities/entityEvents';
import { describeError } from '../../errors/errorText';
import { useNotify } from '../../errors/useNotify';
import { emitAppEvent } from '../../events/appEvents';
import { useI18n } from '../../i18n/I18nProvider';
import { deliveryJobResource } from './deliveryJobResource';

/** The delivery job actions of part 2 section 4. */
export type DeliveryJobAction =
  | 'cancel'
  | 'sendOut'
  | 'forceFinish'
  | 'setPriority'
  | 'disableDelay'
  | 'removeOverrides'
  | 'createAndQueue';

/** The lists and items a job action can change. */
export const DELIVERY_RESOURCES = ['delivery-jobs', 'delivery-job-log', 'delivery-provider-jobs', 'pedalme'];

/** An answer that says it failed: `{ success: false, message }`. */
function failureOf(answer: unknown): { message: string } | null {
  if (typeof answer !== 'object' || answer === null) return null;
  const { success, message } = answer as { success?: unknown; message?: unknown };
  return success === false ? { message: typeof message === 'string' ? message : '' } : null;
}

/**
 * Runs the actions of one delivery job and tells the user how they went. A cancel answered with
 * `success: false` (with a 2xx or an error status) shows an error toast titled with the delivery id and the
 * answer's message; other failures go to the request-error toast. A cancel whose request fails (an error status,
 * a network failure) also emits the app's `failed` event (section 8). Every action reloads the job, its log, its
 * provider jobs and the lists.
 */
export function useDeliveryJobActions(id: string | number) {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  const { LL } = useI18n();
  const [running, setRunning] = useState<DeliveryJobAction | null>(null);
  const A = LL.deliveries.actions;

  const refresh = async () => {
    await Promise.all(DELIVERY_RESOURCES.map((name) => mutate(isKeyOf(name))));
    emitEntityChange({ resource: deliveryJobResource.name, id, kind: 'updated' });
  };
  const success = (title: string) => showToast(notify.queue, { title, tone: 'success' });
  const refused = (message: string) =>
    showToast(notify.queue, { title: A.cancelFailed({ id: String(id), message }), tone: 'error' });

  const calls: Record<Exclude<DeliveryJobAction, 'setPriority'>, () => Promise<string | null>> = {
    cancel: async () => {
      const failure = failureOf(await deliveryJobCommand(client, id, 'cancel'));
      if (failure) {
        refused(failure.message);
        return null;
      }
      return A.cancelled({ id: String(id) });
    },
    sendOut: async () => (await deliveryJobCommand(client, id, 'send-out'), A.sentOut()),
    forceFinish: async () => (await deliveryJobCommand(client, id, 'force-finish'), A.finished()),
    disableDelay: async () => (
      await deliveryJobCommand(client, id, 'disable-stuart-delay'),
      A.delayDisabled()
    ),
    removeOverrides: async () => (
      await deliveryJobCommand(client, id, 'remove-delivery-rule-overrides'),
      A.overridesRemoved()
    ),
    createAndQueue: async () => (await createAndQueueProviderJob(client, id), A.queued()),
  };

  const perform = async (action: DeliveryJobAction, call: () => Promise<string | null>) => {
    setRunning(action);
    try {
      const notice = await call();
      if (notice) success(notice);
      return true;
    } catch (error) {
      if (action === 'cancel') {
        emitAppEvent('failed', { action: 'delivery-cancel', resource: deliveryJobResource.name, id, error });
      }
      const failure = error instanceof ApiError ? failureOf(error.body) : null;
      if (action === 'cancel' && failure) refused(failure.message);
      else notify.requestError(describeError(error, LL));
      return false;
    } finally {
      setRunning(null);
      await refresh();
    }
  };

  return {
    running,
    run: (action: Exclude<DeliveryJobAction, 'setPriority'>) => perform(action, calls[action]),
    setPriority: (priority: number) =>
      perform(
        'setPriority',
        async () => (await setDeliveryJobPriority(client, id, priority), A.priorityUpdated()),
      ),
  };
}
