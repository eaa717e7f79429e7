import { isRestaurantAdmin } from '../roles/isRestaurantAdmin.js';
import { isSuperAdmin } from '../roles/isSuperAdmin.js';
import type { HeldRoles } from '../roles/types.js';

/**
 * The home screen of a user (where the logo links): the live order view '/orders/active' (route order-active)
 * for a restaurant admin, the orders table '/orders' (route order-list) for everyone else. A super admin who also
 * holds the restaurant role gets the orders table, as for the request source.
 *
 * @param roles - the roles the user holds
 * @example
 * homePathFor(['ROLE_RESTAURANT']) // '/orders/active'
 * homePathFor(['ROLE_COMPANY']) // '/orders'
 */
export function homePathFor(roles: HeldRoles): '/orders' | '/orders/active' {
  return isRestaurantAdmin(roles) && !isSuperAdmin(roles) ? '/orders/active' : '/orders';
}
