import type { SWRResponse } from 'swr';
import useSWR from 'swr';

import type { Resource } from '../resources/createResource.js';
import { resourceKeys } from '../resources/resourceKeys.js';
import { useApi } from './useApi.js';

/** One item of a generic resource; null id waits. */
export function useItem<T>(
  resource: Resource<T>,
  id: string | number | null | undefined,
): SWRResponse<T, unknown> {
  const { client } = useApi();
  return useSWR(
    id === null || id === undefined ? null : resourceKeys.detail(resource.name, id),
    ([, , itemId]: ReturnType<typeof resourceKeys.detail>) => resource.get(client, itemId),
  );
}
