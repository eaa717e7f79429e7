import type { SWRResponse } from 'swr';
import useSWR from 'swr';

import type { QueryParams } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import type { Resource } from '../resources/createResource.js';
import { resourceKeys } from '../resources/resourceKeys.js';
import { useApi } from './useApi.js';

/**
 * A page of a generic list: fetched 100 ms after the last change of the query, an earlier fetch of the same
 * list aborted. Pass null as the query to wait.
 */
export function useList<T>(
  resource: Resource<T>,
  query: QueryParams | null,
): SWRResponse<ListResult<T>, unknown> {
  const { client, scheduleList } = useApi();
  return useSWR(
    query ? resourceKeys.list(resource.name, query) : null,
    ([, , q]: ReturnType<typeof resourceKeys.list>) =>
      scheduleList(resource.name, (signal) => resource.list(client, q, { signal }), JSON.stringify(q)),
  );
}
