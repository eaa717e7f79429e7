import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';

import type { Resource } from '../resources/createResource.js';
import { isKeyOf, resourceKeys } from '../resources/resourceKeys.js';
import { useApi } from './useApi.js';

/** Deletes by id (single and batch delete both use this) and revalidates the resource's lists. */
export function useRemoveEntity<T>(resource: Resource<T>) {
  const { client } = useApi();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    resourceKeys.all(resource.name),
    async (_key, { arg }: { arg: string | number }) => {
      await resource.remove(client, arg);
      await mutate(isKeyOf(resource.name));
    },
    { throwOnError: true },
  );
}
