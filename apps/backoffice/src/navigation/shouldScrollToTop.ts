import type { RouteMatch } from '../routing/matchRoute';

/** A visited location: its matched route and query string. */
export interface VisitedLocation extends RouteMatch {
  search: string;
}

/**
 * Navigation scrolls to the top, except when only the `history` parameter of the order-history route changed
 * (orders-auth-routes section 2): the day picker of the history tab keeps the list where it is.
 */
export function shouldScrollToTop(previous: VisitedLocation | null, next: VisitedLocation): boolean {
  if (!previous) return false;
  if (previous.route.name !== 'order-history' || next.route.name !== 'order-history') return true;
  if (previous.search !== next.search) return true;
  const keys = new Set([...Object.keys(previous.params), ...Object.keys(next.params)]);
  keys.delete('history');
  return [...keys].some((key) => previous.params[key] !== next.params[key]);
}
