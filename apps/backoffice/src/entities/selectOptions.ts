import { getSelectOptions, useApi } from '@backoffice/api';
import { useCallback, useMemo } from 'react';
import useSWR from 'swr';

/** A choice of an entity picker or a select filter. */
export interface EntityOption {
  value: string;
  label: string;
}

/** Reads the select options of an entity (GET /select-options/{entity}) as value → label pairs. */
async function readOptions(
  client: ReturnType<typeof useApi>['client'],
  entity: string,
  search: string,
  signal?: AbortSignal,
): Promise<EntityOption[]> {
  const options = await getSelectOptions(client, entity, search ? { search } : {}, signal ? { signal } : {});
  return options.flatMap((option) => {
    const value = option.value ?? option.id;
    if (value === null || value === undefined || typeof value === 'boolean') return [];
    return [{ value: String(value), label: option.label ?? option.name ?? String(value) }];
  });
}

/** The labels of an entity's options by value (IRI), for reference columns and filters; empty until loaded. */
export function useOptionLabels(entity: string | undefined): ReadonlyMap<string, string> {
  const { client } = useApi();
  const { data } = useSWR(entity ? ['select-options', entity] : null, ([, name]: [string, string]) =>
    readOptions(client, name, ''),
  );
  return useMemo(() => new Map((data ?? []).map((option) => [option.value, option.label])), [data]);
}

/** Every option of an entity (for a select filter); empty until loaded. */
export function useEntityOptions(entity: string | undefined): readonly EntityOption[] {
  const { client } = useApi();
  const { data } = useSWR(entity ? ['select-options', entity] : null, ([, name]: [string, string]) =>
    readOptions(client, name, ''),
  );
  return data ?? [];
}

/** The search of an entity picker: the options whose label matches what was typed. */
export function useOptionSearch(
  entity: string,
): (search: string, signal: AbortSignal) => Promise<EntityOption[]> {
  const { client } = useApi();
  return useCallback(
    (search, signal) => readOptions(client, entity, search.trim(), signal),
    [client, entity],
  );
}
