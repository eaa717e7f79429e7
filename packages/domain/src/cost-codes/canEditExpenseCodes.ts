import { ROLES } from '../constants/index.js';
import type { Role } from '../types/session.js';

/**
 * Whether a user may edit an order's expense codes: a super admin (ROLE_ADMIN), or a company admin
 * (ROLE_COMPANY) who also holds the expense-code-edit role (ROLE_EXPENSE_CODE_EDIT).
 *
 * Product decision (issue #18): entities-lists-forms section 5 lets super admins type free text into list-only
 * code fields, which only makes sense if they can edit the codes at all. Every screen asks this function and
 * nothing else.
 * @example canEditExpenseCodes(['ROLE_COMPANY', 'ROLE_EXPENSE_CODE_EDIT']) // true
 * @example canEditExpenseCodes(['ROLE_ADMIN']) // true
 * @example canEditExpenseCodes(['ROLE_COMPANY']) // false
 */
export function canEditExpenseCodes(roles: ReadonlyArray<Role | (string & {})> | null | undefined): boolean {
  const held = roles ?? [];
  if (held.includes(ROLES.ROLE_ADMIN)) return true;
  return held.includes(ROLES.ROLE_COMPANY) && held.includes(ROLES.ROLE_EXPENSE_CODE_EDIT);
}
