import { isRestaurantAdmin } from '@backoffice/domain';
import { preloadKitOverlays } from '@backoffice/ui/overlays';
import { lazy, Suspense } from 'react';

import { useClaims } from '../../../session/SessionProvider';

// The dialog is modal over every screen during service: the kit's overlays (which load on first use elsewhere)
// come with its code, so that it opens in the same render as the orders it shows, not one request later.
const IncomingOrdersPrompt = lazy(() =>
  Promise.all([import('./IncomingOrdersPrompt'), preloadKitOverlays()]).then(([module]) => ({
    default: module.IncomingOrdersPrompt,
  })),
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
