import type { Resource } from '@backoffice/api';
import { isKeyOf, saveEntity, useApi, ViolationsError } from '@backoffice/api';
import type { Violation } from '@backoffice/domain';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

import { useErrorHandler } from '../errors/useErrorHandler';
import { useNotify } from '../errors/useNotify';
import { emitEntityChange } from './entityEvents';

/** How a save ended: the saved or created entity, or the platform's violations (already reported). */
export type EntitySaveOutcome<T> = { saved: T } | { created: T } | { violations: Violation[] };

/**
 * The save of every entity form: PUT over the entity as read (`saveEntity`) or POST for a new one, then the
 * resource's lists and items revalidated, the change announced to the other tabs and screens, and the Updated or
 * Created toast. A refusal with violations is reported with the form-error toast and answered, for the form to put
 * on its fields; any other failure is thrown to the form's error handling.
 */
export function useEntitySave<T extends { id: string | number }>(resource: Resource<T>) {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  const notify = useNotify();
  const onError = useErrorHandler();
  return useCallback(
    async (entity: T | null, payload: Partial<T>): Promise<EntitySaveOutcome<T>> => {
      try {
        if (entity) {
          const saved = await saveEntity(client, resource, entity, payload);
          await mutate(isKeyOf(resource.name));
          emitEntityChange({ resource: resource.name, id: saved.id, kind: 'updated' });
          notify.success('updated');
          return { saved };
        }
        const created = await resource.create(client, payload);
        emitEntityChange({ resource: resource.name, id: created.id, kind: 'created' });
        notify.success('created');
        return { created };
      } catch (error) {
        if (error instanceof ViolationsError) {
          onError(error, 'save');
          return { violations: [...error.violations] };
        }
        throw error;
      }
    },
    [client, resource, mutate, notify, onError],
  );
}
