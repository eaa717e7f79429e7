import { isRestaurantAdmin } from './isRestaurantAdmin.js';
import { isSuperAdmin } from './isSuperAdmin.js';
import type { HeldRoles, RequestSource } from './types.js';

/**
 * The `source` a request carries: 'restaurant_admin' for a restaurant admin who is not also a super admin,
 * 'admin' for everyone else (a super admin acts as an admin even when also holding the restaurant role).
 *
 * @param roles - the roles the user holds
 * @example
 * requestSource(['ROLE_RESTAURANT']) // 'restaurant_admin'
 * requestSource(['ROLE_ADMIN', 'ROLE_RESTAURANT']) // 'admin'
 */
export function requestSource(roles: HeldRoles): RequestSource {
  return isRestaurantAdmin(roles) && !isSuperAdmin(roles) ? 'restaurant_admin' : 'admin';
}
