import { createContext, useContext } from 'react';

import type { RouteMatch } from '../routing/matchRoute';

/** The route the current location opened, with its parameters. */
export const CurrentRouteContext = createContext<RouteMatch | null>(null);

/** The current route and its parameters. */
export function useCurrentRoute(): RouteMatch {
  const value = useContext(CurrentRouteContext);
  if (!value) throw new Error('useCurrentRoute must be used inside the routes');
  return value;
}
