import type { Role, Session } from '../types/session.js';

/** The roles a user holds, as the session token lists them (unknown roles are kept and ignored). */
export type HeldRoles = Session['roles'];

/** One required role, or a list of them. */
export type RequiredRoles = Role | readonly Role[];

/** Options of {@link hasRole}. */
export interface HasRoleOptions {
  /** When true, every role of the list must be held; otherwise any one is enough. @default false */
  strict?: boolean;
}

/** The `source` a request carries: who made it. */
export type RequestSource = 'admin' | 'restaurant_admin';
