import type { Role } from '../types/session.js';

/** Every role of the platform. */
export const ROLES = {
  /** Super admin: sees everything. */
  ROLE_ADMIN: 'ROLE_ADMIN',
  /** Company admin, linked to a company; the first managed company is the active one. */
  ROLE_COMPANY: 'ROLE_COMPANY',
  /** Restaurant admin, linked to one or more restaurants. */
  ROLE_RESTAURANT: 'ROLE_RESTAURANT',
  /** Invoices access (the fourth admin role). */
  ROLE_EXTRA_BILLING_ACCESS: 'ROLE_EXTRA_BILLING_ACCESS',
  /** May create user profiles. */
  ROLE_USER_PROFILE_CREATE: 'ROLE_USER_PROFILE_CREATE',
  /** May edit expense codes, together with ROLE_COMPANY. */
  ROLE_EXPENSE_CODE_EDIT: 'ROLE_EXPENSE_CODE_EDIT',
} as const satisfies Record<Role, Role>;

/** The roles as a readonly list. */
export const ROLE_LIST = Object.values(ROLES) as readonly Role[];
