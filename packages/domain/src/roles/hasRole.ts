import type { HasRoleOptions, HeldRoles, RequiredRoles } from './types.js';

/**
 * Tells whether a user holds the required role(s). A list matches if any of its roles is held; in strict mode
 * every role of the list must be held. An empty list requires nothing, so it always matches.
 *
 * @param userRoles - the roles the user holds
 * @param required - one role, or a list of roles
 * @param options - `strict: true` needs all roles of the list
 * @example
 * hasRole(['ROLE_COMPANY'], ['ROLE_ADMIN', 'ROLE_COMPANY']) // true
 * hasRole(['ROLE_COMPANY'], ['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT'], { strict: true }) // false
 */
export function hasRole(
  userRoles: HeldRoles,
  required: RequiredRoles,
  { strict = false }: HasRoleOptions = {},
): boolean {
  const list: readonly string[] = typeof required === 'string' ? [required] : required;
  const held = (role: string) => userRoles.includes(role);
  return strict ? list.every(held) : list.length === 0 || list.some(held);
}
