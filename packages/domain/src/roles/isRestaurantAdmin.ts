import { ROLES } from '../constants/index.js';
import { hasRole } from './hasRole.js';
import type { HeldRoles } from './types.js';

/**
 * Tells whether the user is a restaurant admin (ROLE_RESTAURANT). Other roles held alongside do not matter.
 *
 * @param roles - the roles the user holds
 * @example
 * isRestaurantAdmin(['ROLE_RESTAURANT']) // true
 * isRestaurantAdmin([]) // false
 */
export function isRestaurantAdmin(roles: HeldRoles): boolean {
  return hasRole(roles, ROLES.ROLE_RESTAURANT);
}
