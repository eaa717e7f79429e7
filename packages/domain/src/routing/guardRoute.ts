import { hasRole } from '../roles/hasRole.js';
import type { Session } from '../types/session.js';
import type { GuardRouteOptions, RouteAccess, RouteGuardDecision } from './types.js';

/**
 * Decides whether the user may open a route. In order: a public route is always allowed; inside a frame the
 * guard is skipped (allowed); nobody signed in → sign in first, coming back to `path` afterwards; the route
 * names roles and the user holds none of them → forbidden (/403); otherwise allowed. A route whose roles list is
 * empty is open to any signed-in user, like a route without roles.
 *
 * @param route - the route's access metadata
 * @param session - the signed-in user, or null
 * @param path - the wanted path with its query string, e.g. '/orders?status=new'
 * @param options - `inFrame` when the app runs inside a frame
 * @example
 * guardRoute({ roles: ['ROLE_ADMIN'] }, null, '/users?page=2') // { kind: 'login', redirectTo: '/users?page=2' }
 * guardRoute({ roles: ['ROLE_ADMIN'] }, { roles: ['ROLE_COMPANY'] }, '/users') // { kind: 'forbidden' }
 */
export function guardRoute(
  route: RouteAccess,
  session: Session | null,
  path: string,
  { inFrame = false }: GuardRouteOptions = {},
): RouteGuardDecision {
  if (route.public === true || inFrame) return { kind: 'allow' };
  if (session === null) return { kind: 'login', redirectTo: path };
  if (route.roles !== undefined && !hasRole(session.roles, route.roles)) return { kind: 'forbidden' };
  return { kind: 'allow' };
}
