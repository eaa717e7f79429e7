import { ROLES } from '../constants/index.js';
import type { Role } from '../types/session.js';
import type { User, UserRoleEntry } from '../types/entities.js';

/** The extra roles a user may hold beside an admin role (entities-lists-forms section 1). */
export const EXTRA_ROLES = [
  ROLES.ROLE_EXTRA_BILLING_ACCESS,
  ROLES.ROLE_USER_PROFILE_CREATE,
  ROLES.ROLE_EXPENSE_CODE_EDIT,
] as const satisfies readonly Role[];
/** One of {@link EXTRA_ROLES}. */
export type ExtraRole = (typeof EXTRA_ROLES)[number];

/** What a user's role entries (userRoles) say about them, as the user form edits it. */
export interface UserRoleFlags {
  /** The company the user administers (its IRI), from the first ROLE_COMPANY entry; null when none. */
  adminOfCompany: string | null;
  /** The restaurants the user administers (their IRIs), from the ROLE_RESTAURANT entries, without repeats. */
  adminOfRestaurant: string[];
  /** The user holds ROLE_ADMIN. */
  isSuperAdmin: boolean;
  /** A super admin or a holder of ROLE_USER_PROFILE_CREATE may create users. */
  canCreateUsers: boolean;
  /** The extra roles held, in the order of {@link EXTRA_ROLES}. */
  extraRoles: ExtraRole[];
}

const isExtraRole = (role: string): role is ExtraRole => (EXTRA_ROLES as readonly string[]).includes(role);
const ADMIN_ROLES: readonly string[] = [ROLES.ROLE_ADMIN, ROLES.ROLE_COMPANY, ROLES.ROLE_RESTAURANT];

/**
 * Derives the role flags of a user from their userRoles entries (company, restaurant, role).
 * @example userRoleFlags({ userRoles: [{ role: 'ROLE_COMPANY', company: '/api/v1/companies/1' }] })
 * // { adminOfCompany: '/api/v1/companies/1', adminOfRestaurant: [], isSuperAdmin: false, canCreateUsers: false, extraRoles: [] }
 */
export function userRoleFlags(user: Pick<User, 'userRoles'>): UserRoleFlags {
  const entries = user.userRoles ?? [];
  const company = entries.find((entry) => entry.role === ROLES.ROLE_COMPANY && entry.company)?.company;
  const restaurants = entries
    .filter((entry) => entry.role === ROLES.ROLE_RESTAURANT && entry.restaurant)
    .map((entry) => entry.restaurant as string);
  const held = new Set(entries.map((entry) => entry.role));
  const isSuperAdmin = held.has(ROLES.ROLE_ADMIN);
  const extraRoles = EXTRA_ROLES.filter((role) => held.has(role));
  return {
    adminOfCompany: company ?? null,
    adminOfRestaurant: [...new Set(restaurants)],
    isSuperAdmin,
    canCreateUsers: isSuperAdmin || held.has(ROLES.ROLE_USER_PROFILE_CREATE),
    extraRoles,
  };
}

/**
 * The userRoles entries to save from the role flags. A super admin is saved as ROLE_ADMIN alone: their extra
 * roles (and admin links) are not sent. Otherwise a ROLE_COMPANY entry for the company, one ROLE_RESTAURANT entry
 * per restaurant and one entry per extra role (linked to the company when there is one). Entries of other roles
 * the user held (`others`, e.g. a plain user role) are kept as they were.
 * @example userRolesFromFlags({ adminOfCompany: null, adminOfRestaurant: [], isSuperAdmin: true, extraRoles: ['ROLE_EXPENSE_CODE_EDIT'] })
 * // [{ role: 'ROLE_ADMIN', company: null, restaurant: null }]
 */
export function userRolesFromFlags(
  flags: Pick<UserRoleFlags, 'adminOfCompany' | 'adminOfRestaurant' | 'isSuperAdmin' | 'extraRoles'>,
  others: readonly UserRoleEntry[] = [],
): UserRoleEntry[] {
  const kept = others.filter((entry) => !ADMIN_ROLES.includes(entry.role) && !isExtraRole(entry.role));
  if (flags.isSuperAdmin) return [{ role: ROLES.ROLE_ADMIN, company: null, restaurant: null }, ...kept];
  const company = flags.adminOfCompany || null;
  return [
    ...(company ? [{ role: ROLES.ROLE_COMPANY, company, restaurant: null }] : []),
    ...[...new Set(flags.adminOfRestaurant)].map((restaurant) => ({
      role: ROLES.ROLE_RESTAURANT,
      company: null,
      restaurant,
    })),
    ...EXTRA_ROLES.filter((role) => flags.extraRoles.includes(role)).map((role) => ({
      role,
      company,
      restaurant: null,
    })),
    ...kept,
  ];
}

/** The user form's values: the user with its role flags laid over it. */
export type UserFormValues = User & UserRoleFlags;

/**
 * The user form's values from a loaded user: the user with its derived role flags.
 * @example toUserFormValues({ id: 1, email: 'a@b.c', userRoles: [{ role: 'ROLE_ADMIN' }] }).isSuperAdmin // true
 */
export function toUserFormValues(user: User): UserFormValues {
  return { ...user, ...userRoleFlags(user) };
}

/**
 * The body saved from the user form's values: the flags turned back into userRoles entries and dropped
 * (canCreateUsers is derived, never sent). A super admin's extra roles are not sent.
 * @example toUserPayload({ ...user, isSuperAdmin: true, extraRoles: ['ROLE_EXPENSE_CODE_EDIT'], ... }).userRoles
 * // [{ role: 'ROLE_ADMIN', company: null, restaurant: null }]
 */
export function toUserPayload(values: UserFormValues): User {
  const {
    adminOfCompany,
    adminOfRestaurant,
    isSuperAdmin,
    extraRoles,
    canCreateUsers: _derived,
    ...user
  } = values;
  return {
    ...user,
    userRoles: userRolesFromFlags(
      {
        adminOfCompany,
        adminOfRestaurant: adminOfRestaurant ?? [],
        isSuperAdmin,
        extraRoles: extraRoles ?? [],
      },
      user.userRoles ?? [],
    ),
  };
}
