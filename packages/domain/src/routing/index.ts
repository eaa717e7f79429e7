export { guardRoute } from './guardRoute.js';
export { homePathFor } from './homePathFor.js';
export { loginPath } from './loginPath.js';
export type { GuardRouteOptions, RouteAccess, RouteGuardDecision } from './types.js';
