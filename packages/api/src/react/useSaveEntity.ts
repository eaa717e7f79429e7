import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import { saveEntity } from '../resources/createResource.js';
import type { Resource } from '../resources/createResource.js';
import { isKeyOf, resourceKeys } from '../resources/resourceKeys.js';
import { useApi } from './useApi.js';

/**
 * Saves an edited entity with PUT (every field as read, plus the changes) and revalidates the resource's lists
 * and item.
 */
export function useSaveEntity<T extends { id: string | number }>(resource: Resource<T>) {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    resourceKeys.all(resource.name),
    async (_key, { arg }: { arg: { entity: T; changes: Partial<T> } }) => {
      const saved = await saveEntity(client, resource, arg.entity, arg.changes);
      await mutate(isKeyOf(resource.name));
      return saved;
    },
    { throwOnError: true },
  );
}
