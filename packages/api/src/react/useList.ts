import { useEffect, useRef, useState } from 'react';
import type { SWRResponse } from 'swr';
import useSWR from 'swr';

import type { QueryParams } from '../client/createApiClient.js';
import type { ListResult } from '../client/hydra.js';
import type { Resource } from '../resources/createResource.js';
import { resourceKeys } from '../resources/resourceKeys.js';
import { sharePage } from './sharePage.js';
import { useApi } from './useApi.js';

/** How a list hook treats a change of its query. */
export interface PageOptions {
  /**
   * While the page of a new query loads, `data` is still the page shown before and `isLoading` says the new one
   * is on its way; a failure shows no page (`data` undefined, `error` set). For a list whose query is the user's
   * search, filters, sort or page: the rows stay in place, marked busy, instead of a skeleton.
   * @default false
   */
  keepPreviousPage?: boolean;
}

/**
 * The SWR page of a list, each fetched page sharing the objects of the page on screen ({@link sharePage}), so a
 * list that memoises its rows renders only the rows that changed after a filter, a page change or a revalidation.
 * @internal the list hooks' common part
 */
export function useListPage<Key extends readonly [unknown, ...unknown[]], T>(
  key: Key | null,
  load: (key: Key) => Promise<ListResult<T>>,
  { keepPreviousPage = false }: PageOptions,
): SWRResponse<ListResult<T>, unknown> {
  const shown = useRef<ListResult<T> | undefined>(undefined);
  const response = useSWR(key, (current: Key) =>
    load(current).then((page) => sharePage(shown.current, page)),
  );
  // The previous page while the next loads, and no page once that failed (SWR's own keepPreviousData would go on
  // showing it beside the error): state derived while rendering, so the page and its loading flag agree.
  const [lastPage, setLastPage] = useState<ListResult<T> | undefined>(undefined);
  const current = response.data;
  const page = current ?? (keepPreviousPage && response.isLoading ? lastPage : undefined);
  if (keepPreviousPage && page !== lastPage) setLastPage(page);
  useEffect(() => {
    shown.current = page;
  }, [page]);
  if (!keepPreviousPage) return response;
  return {
    data: page,
    get error() {
      return response.error;
    },
    get isValidating() {
      return response.isValidating;
    },
    isLoading: response.isLoading,
    mutate: response.mutate,
  };
}

/**
 * A page of a generic list: fetched 100 ms after the last change of the query, an earlier fetch of the same
 * list aborted. Pass null as the query to wait. A member equal to its namesake on the page shown stays that
 * object ({@link sharePage}).
 */
export function useList<T>(
  resource: Resource<T>,
  query: QueryParams | null,
  options: PageOptions = {},
): SWRResponse<ListResult<T>, unknown> {
  const { client, scheduleList } = useApi();
  return useListPage(
    query ? resourceKeys.list(resource.name, query) : null,
    ([, , q]: ReturnType<typeof resourceKeys.list>) =>
      scheduleList(resource.name, (signal) => resource.list(client, q, { signal }), JSON.stringify(q)),
    options,
  );
}
