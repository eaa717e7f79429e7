import { ROLES } from '../constants/index.js';
import { hasRole } from './hasRole.js';
import type { HeldRoles } from './types.js';

/**
 * Tells whether the user is a company admin (ROLE_COMPANY). Other roles held alongside do not matter.
 *
 * @param roles - the roles the user holds
 * @example
 * isCompanyAdmin(['ROLE_COMPANY']) // true
 * isCompanyAdmin([]) // false
 */
export function isCompanyAdmin(roles: HeldRoles): boolean {
  return hasRole(roles, ROLES.ROLE_COMPANY);
}
