/**
 * Who may act for a canteen: the admins of the restaurants that cook for it (and, for a cloud canteen, the admins of
 * its company). Canteen tokens, confirmations and realtime channels are scoped by these.
 */
import type { Principal } from './context.js';
import { holds } from './context.js';
import { idOf } from './hydra.js';
import type { Store } from './store.js';

/** The restaurants that cook for a cloud canteen (its related restaurants). */
export function cloudCanteenRestaurants(store: Store, canteenId: string | number): number[] {
  const canteen = store.get('cloud-canteens', canteenId);
  const related = Array.isArray(canteen?.relatedRestaurants) ? canteen.relatedRestaurants : [];
  return related.flatMap((entry: unknown) => {
    const id = Number(idOf((entry as { restaurant?: unknown } | null)?.restaurant));
    return Number.isInteger(id) ? [id] : [];
  });
}

/** The restaurants that cook for a residential canteen (its partner relations). */
export function residentialCanteenRestaurants(store: Store, canteenId: string | number): number[] {
  return store
    .list('residential-canteen-partner-relations')
    .filter((relation) => idOf(relation.residentialCanteen) === String(canteenId))
    .map((relation) => Number(idOf(relation.restaurant)))
    .filter((id) => Number.isInteger(id));
}

/** Whether the principal is an admin of one of the restaurants that cook for the cloud canteen. */
export function cooksForCloudCanteen(
  store: Store,
  principal: Principal,
  canteenId: string | number,
): boolean {
  return (
    holds(principal, 'ROLE_RESTAURANT') &&
    cloudCanteenRestaurants(store, canteenId).some((id) => principal.restaurants.includes(id))
  );
}

/** Whether the principal may follow a canteen's realtime channel. */
export function mayFollowCanteen(
  store: Store,
  principal: Principal,
  kind: 'cloudcanteens' | 'residentialcanteens',
  canteenId: string,
): boolean {
  if (holds(principal, 'ROLE_ADMIN')) return true;
  if (kind === 'residentialcanteens') {
    return (
      holds(principal, 'ROLE_RESTAURANT') &&
      residentialCanteenRestaurants(store, canteenId).some((id) => principal.restaurants.includes(id))
    );
  }
  const company = Number(idOf(store.get('cloud-canteens', canteenId)?.company));
  return (
    cooksForCloudCanteen(store, principal, canteenId) ||
    (holds(principal, 'ROLE_COMPANY') && principal.companies.includes(company))
  );
}
