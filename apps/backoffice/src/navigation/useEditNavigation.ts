import { parseQuery, stringifyQuery } from '@backoffice/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

import { useCurrentRoute } from '../shell/CurrentRoute';
import { afterCreatePath, afterLeavePath } from './editNavigation';
import { useGuardedNavigate } from './LeaveGuard';

/**
 * What an edit or create screen needs from navigation (orders-auth-routes section 2): the tab query, and where
 * to go after create (the new entity's edit route), cancel or delete (the list) — honouring redirectTo.
 */
export function useEditNavigation() {
  const { route, params } = useCurrentRoute();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const guarded = useGuardedNavigate();
  const query = useMemo(() => parseQuery(search), [search]);
  const tab = typeof query.tab === 'string' ? query.tab : null;
  const setTab = useCallback(
    (next: string) => navigate(`${location}?${stringifyQuery({ ...query, tab: next })}`, { replace: true }),
    [location, navigate, query],
  );
  return {
    tab,
    setTab,
    /** After a create: the redirectTo path, or the new entity's edit route. */
    afterCreate: (id: string | number) => navigate(afterCreatePath(route.name, id, params, query)),
    /** Cancel: asks first when the form has unsaved changes. */
    afterCancel: () => guarded(afterLeavePath(route.name, params, query)),
    afterDelete: () => navigate(afterLeavePath(route.name, params, query)),
  };
}
