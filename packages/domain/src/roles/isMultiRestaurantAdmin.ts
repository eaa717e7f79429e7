import type { TokenClaims } from '../types/session.js';
import { isRestaurantAdmin } from './isRestaurantAdmin.js';

/**
 * Tells whether the user is a restaurant admin managing more than one restaurant (such a user sees the
 * restaurant name on each order). A user without the restaurant-admin role is never one, whatever restaurants
 * the token lists.
 *
 * @param claims - the session token claims (roles and managed restaurants)
 * @example
 * isMultiRestaurantAdmin({ roles: ['ROLE_RESTAURANT'], managed_restaurants: [{ iri: '/r/1', id: 1 }, { iri: '/r/2', id: 2 }] }) // true
 * isMultiRestaurantAdmin({ roles: ['ROLE_RESTAURANT'], managed_restaurants: [{ iri: '/r/1', id: 1 }] }) // false
 */
export function isMultiRestaurantAdmin(claims: Pick<TokenClaims, 'roles' | 'managed_restaurants'>): boolean {
  return isRestaurantAdmin(claims.roles) && (claims.managed_restaurants?.length ?? 0) > 1;
}
