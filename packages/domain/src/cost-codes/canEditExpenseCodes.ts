import { ROLES } from '../constants/index.js';
import type { Role } from '../types/session.js';

/**
 * Whether a user may edit expense codes: only one holding both the company-admin role (ROLE_COMPANY) and the
 * expense-code-edit role (ROLE_EXPENSE_CODE_EDIT). A super admin without both roles may not.
 * @example canEditExpenseCodes(['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT']) // true
 * @example canEditExpenseCodes(['ROLE_COMPANY']) // false
 */
export function canEditExpenseCodes(roles: ReadonlyArray<Role | (string & {})> | null | undefined): boolean {
  const held = roles ?? [];
  return held.includes(ROLES.ROLE_COMPANY) && held.includes(ROLES.ROLE_EXPENSE_CODE_EDIT);
}
