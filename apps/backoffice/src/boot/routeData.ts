import type { ApiClient } from '@backoffice/api';
import { listOrders, orderKeys, resourceKeys, resources } from '@backoffice/api';
import type { HeldRoles } from '@backoffice/domain';
import { hasRole, homePathFor, isRestaurantAdmin } from '@backoffice/domain';
import { preload } from 'swr';

import { ordersTableFeatures } from '../screens/orders/table/ordersTableRole';
import { parseTableState, toListQuery } from '../screens/orders/table/ordersTableState';

/**
 * Whether the money formatting can go without Intl (the boot then does not start it): from this chunk, so that the
 * entry chunk, which the sign-in screen loads too, does not carry the domain's table of money formats.
 */
export { isKnownMoneyFormat } from '@backoffice/domain';

/** What the boot knows of the first screen. */
export interface RouteDataContext {
  client: ApiClient;
  roles: HeldRoles;
  /** The query string of the first URL, without its `?`. */
  search: string;
}

/**
 * Starts a request into the hooks' cache under the key the screen's hook asks for (SWR's preload): the hook's
 * first fetch then takes this request instead of scheduling its own, debounced one.
 */
function preloaded<T>(key: readonly unknown[], load: () => Promise<T>): Promise<T> {
  return preload(key, load) as Promise<T>;
}

/**
 * The data of a screen that is cheap to start before React renders, by route name: the requests the screen's own
 * hooks make on their first render, with the same keys. A route not named here loads its data when it renders.
 */
const routeData: Record<string, (context: RouteDataContext) => Array<Promise<unknown>>> = {
  // The admins' orders table (restaurant admins are sent on to the live view, which loads its own lists).
  'order-list': ({ client, roles, search }) => {
    if (homePathFor(roles) === '/orders/active') return [];
    const query = toListQuery(parseTableState(search), client.now());
    const requests: Array<Promise<unknown>> = [
      preloaded(orderKeys.list('v1', query), () => listOrders(client, query)),
    ];
    if (ordersTableFeatures(roles).hasFilterPanel) {
      const companies = { itemsPerPage: 100 };
      requests.push(
        preloaded(resourceKeys.list(resources.companies.name, companies), () =>
          resources.companies.list(client, companies),
        ),
      );
    }
    return requests;
  },
};

/** Starts the first screen's data (nothing for a route without any); the requests, to know when they are in. */
export function startRouteData(routeName: string, context: RouteDataContext): Array<Promise<unknown>> {
  return routeData[routeName]?.(context) ?? [];
}

/**
 * Starts the signed-in user's record (GET /users/{id}, the name in the shell's user menu) under the key the shell
 * reads it with, for the users who may read it (the rule of shell/useUserName.ts); null for the others.
 */
export function startSessionUser(
  client: ApiClient,
  id: string | number,
  roles: HeldRoles,
): Promise<unknown> | null {
  const mayRead = hasRole(roles, ['ROLE_ADMIN', 'ROLE_COMPANY']) && !isRestaurantAdmin(roles);
  if (!mayRead) return null;
  return preloaded(resourceKeys.detail(resources.users.name, id), () => resources.users.get(client, id));
}
