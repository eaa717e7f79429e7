import { isKeyOf, useList } from '@backoffice/api';
import type { ListFilter } from '@backoffice/domain';
import { useCallback, useContext, useEffect, useMemo } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation, useSearch } from 'wouter';

import { CurrentRouteContext } from '../shell/CurrentRoute';
import { onEntityChange } from './entityEvents';
import { listShapeOf, quickFiltersOf } from './listShape';
import type { ListState } from './listState';
import { parseListState, stringifyListState, toListQuery } from './listState';
import type { EntityDefinition, EntityRecord } from './types';
import { useListRealtime } from './useListRealtime';

/**
 * The controller of an entity list: its state read from the URL (page, size, sort, search, filters, quick
 * filters), the page of rows for it, and the moves that change it. Every move writes the URL, so the list
 * survives a reload, back and forward, and a shared link. The list reloads when any item of its resource changes,
 * here or in another tab, and on the definition's realtime channels (`list.realtime`).
 */
export function useEntityList<T extends EntityRecord, V extends object>(definition: EntityDefinition<T, V>) {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { mutate } = useSWRConfig();
  const shape = useMemo(() => listShapeOf(definition.list), [definition]);
  const quickFilters = useMemo(() => quickFiltersOf(definition.list), [definition]);
  const state = useMemo(() => parseListState(search, shape), [search, shape]);
  const params = useContext(CurrentRouteContext)?.params;
  const query = useMemo(
    () => ({ ...toListQuery(state, quickFilters), ...definition.scope?.query?.(params ?? {}) }),
    [state, quickFilters, definition, params],
  );
  // A new search, filter, sort or page keeps the rows shown in place until its page is in (the list's screen is
  // one per definition, so they are always this entity's rows).
  const rows = useList(definition.resource, query, { keepPreviousPage: true });
  useListRealtime(definition, rows.data?.items);

  useEffect(
    () =>
      onEntityChange((change) => {
        if (change.resource === definition.resource.name) void mutate(isKeyOf(definition.resource.name));
      }),
    [definition, mutate],
  );

  const go = useCallback(
    (next: ListState) => {
      const text = stringifyListState(next, shape);
      navigate(text ? `${location}?${text}` : location);
    },
    [location, navigate, shape],
  );
  /** A change of what the list shows starts again at page 1. */
  const update = useCallback(
    (change: Partial<ListState>) => go({ ...state, page: 1, ...change }),
    [go, state],
  );
  const setFilters = useCallback((filters: ListFilter[]) => update({ filters }), [update]);

  return { state, rows, go, update, setFilters, reload: () => rows.mutate() };
}
