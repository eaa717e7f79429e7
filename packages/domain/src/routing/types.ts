import type { Role } from '../types/session.js';

/** What the route guard reads from a route's metadata. */
export interface RouteAccess {
  /** A public route (login, password reset, public print pages) needs no login. @default false */
  public?: boolean;
  /** The roles allowed on the route; absent or empty means any signed-in user. */
  roles?: readonly Role[];
}

/** Options of {@link guardRoute}. */
export interface GuardRouteOptions {
  /** The app runs inside a frame: the parent page guards access, so the guard is skipped. @default false */
  inFrame?: boolean;
}

/** The guard's decision: go on, sign in first (then come back to `redirectTo`), or show /403. */
export type RouteGuardDecision =
  { kind: 'allow' } | { kind: 'login'; redirectTo: string } | { kind: 'forbidden' };
