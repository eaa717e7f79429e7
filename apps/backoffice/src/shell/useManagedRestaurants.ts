import { resources, useApi } from '@backoffice/api';
import { isRestaurantAdmin, isSuperAdmin } from '@backoffice/domain';
import useSWR from 'swr';

import type { ManagedRestaurant } from '../menu/buildMenu';
import { useClaims } from '../session/SessionProvider';

/**
 * The restaurants a restaurant admin manages (GET /restaurants/{id} each): their names for the sidebar of a
 * multi-restaurant admin and their otter state for the connect link. Empty for everyone else.
 */
export function useManagedRestaurants(): readonly ManagedRestaurant[] {
  const { client } = useApi();
  const claims = useClaims();
  const roles = claims?.roles ?? [];
  const ids =
    isRestaurantAdmin(roles) && !isSuperAdmin(roles)
      ? (claims?.managed_restaurants ?? []).map((r) => r.id)
      : [];
  const { data } = useSWR(ids.length > 0 ? ['managed-restaurants', ...ids] : null, ([, ...keys]) =>
    Promise.all(keys.map((id) => resources.restaurants.get(client, id))),
  );
  return data ?? [];
}
