import { isRestaurantAdmin } from '@backoffice/domain';
import { lazy, Suspense } from 'react';

import { useClaims } from '../../../session/SessionProvider';

const IncomingOrdersPrompt = lazy(() =>
  import('./IncomingOrdersPrompt').then((module) => ({ default: module.IncomingOrdersPrompt })),
);

/**
 * The incoming-order dialog over every screen of a restaurant admin (mounted once by the shell). Its code,
 * the realtime client and the alert load only for restaurant admins.
 */
export function IncomingOrders() {
  const claims = useClaims();
  if (!claims || !isRestaurantAdmin(claims.roles)) return null;
  return (
    <Suspense fallback={null}>
      <IncomingOrdersPrompt claims={claims} />
    </Suspense>
  );
}
