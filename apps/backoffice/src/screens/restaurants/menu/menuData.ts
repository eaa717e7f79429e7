import type { ApiClient, Resource } from '@backoffice/api';
import {
  activateMenuItem,
  deactivateMenuItem,
  inactivateMenuItemForToday,
  moveMenuItem,
  useApi,
} from '@backoffice/api';
import type { MenuItemAction } from '@backoffice/domain';
import { byMenuPosition, movedItem } from '@backoffice/domain';
import { useCallback, useMemo, useState } from 'react';
import type { KeyedMutator } from 'swr';
import useSWR from 'swr';

/** The platform's largest page: a menu list is read page by page until it is complete. */
const PAGE = 100;

/** A menu item as the editor handles it (categories, meals, groups, options). */
export interface MenuEntry {
  id: string | number;
  name: string;
  position?: number;
  isActive?: boolean;
  inactiveUntil?: string | null;
}

/** A whole menu list (every page), in menu order, or null to wait. */
export function useMenuList<T extends MenuEntry>(
  resource: Resource<T>,
  query: Record<string, string> | null,
): { items: T[] | undefined; error: unknown; mutate: KeyedMutator<T[]> } {
  const { client } = useApi();
  // The client is part of the key: another session (another user, a test's sandbox) never sees this cache.
  const { data, error, mutate } = useSWR(query ? ['menu', resource.name, query, client] : null, () =>
    readAll(client, resource, query ?? {}),
  );
  return { items: data, error, mutate };
}

async function readAll<T extends MenuEntry>(
  client: ApiClient,
  resource: Resource<T>,
  query: Record<string, string>,
): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page += 1) {
    const result = await resource.list(client, {
      ...query,
      'order[position]': 'asc',
      itemsPerPage: PAGE,
      page,
    });
    items.push(...result.items);
    if (result.items.length < PAGE || items.length >= result.total) break;
  }
  return byMenuPosition(items);
}

/** A menu resource (categories, meals, groups, options) as the shared move and state calls take it. */
export const asMenu = <T extends MenuEntry>(resource: Resource<T>): Resource<MenuEntry> =>
  resource as unknown as Resource<MenuEntry>;

/** Runs one state change of a menu item (activate, deactivate, inactivate for today). */
export function changeMenuItemState(
  client: ApiClient,
  resource: Resource<MenuEntry>,
  id: string | number,
  action: MenuItemAction,
): Promise<unknown> {
  switch (action) {
    case 'activate':
      return activateMenuItem(client, resource, id);
    case 'deactivate':
      return deactivateMenuItem(client, resource, id);
    case 'inactivateForToday':
      return inactivateMenuItemForToday(client, resource, id);
  }
}

/**
 * The order of one reorderable menu list: a new order shows at once (`reorder`), is saved with
 * PUT move-to-position, and rolls back with `onFailed` when the call fails. While a move is saving the list
 * shows the new order, then the reloaded one.
 */
export function useMenuOrder<T extends MenuEntry>(
  resource: Resource<MenuEntry>,
  items: readonly T[],
  reload: () => Promise<unknown>,
  onFailed: (error: unknown) => void,
): { ordered: T[]; reorder: (ids: string[]) => void } {
  const { client } = useApi();
  const [pending, setPending] = useState<string[] | null>(null);
  const ids = useMemo(() => items.map((item) => String(item.id)), [items]);
  const current = pending && pending.length === ids.length ? pending : ids;
  // The same array while nothing changed, so the list's rows are not built again on every render.
  const ordered = useMemo(() => {
    const byId = new Map(items.map((item) => [String(item.id), item]));
    return current.map((id) => byId.get(id)).filter((item): item is T => item !== undefined);
  }, [items, current]);

  const reorder = useCallback(
    (next: string[]) => {
      const move = movedItem(current, next);
      if (!move) return;
      setPending(next);
      moveMenuItem(client, resource, move.id, move.position).then(
        async () => {
          await reload().catch(() => undefined);
          setPending(null);
        },
        (error: unknown) => {
          setPending(null);
          onFailed(error);
        },
      );
    },
    [client, resource, current, reload, onFailed],
  );
  return { ordered, reorder };
}
