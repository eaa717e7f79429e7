import { ROLES } from '../constants/index.js';
import { hasRole } from './hasRole.js';
import type { HeldRoles } from './types.js';

/**
 * Tells whether the user is a super admin (ROLE_ADMIN), who sees everything. Other roles held alongside do not matter.
 *
 * @param roles - the roles the user holds
 * @example
 * isSuperAdmin(['ROLE_ADMIN']) // true
 * isSuperAdmin([]) // false
 */
export function isSuperAdmin(roles: HeldRoles): boolean {
  return hasRole(roles, ROLES.ROLE_ADMIN);
}
