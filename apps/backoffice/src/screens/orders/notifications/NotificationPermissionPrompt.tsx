import { isRestaurantAdmin } from '@backoffice/domain';
import { lazy, Suspense } from 'react';

import { useClaims } from '../../../session/SessionProvider';

const NotificationPermissionDialog = lazy(() =>
  import('./NotificationPermissionDialog').then((module) => ({
    default: module.NotificationPermissionDialog,
  })),
);

/**
 * The notification permission dialog of restaurant admins, mounted once by the shell; its code loads only for
 * them.
 */
export function NotificationPermissionPrompt() {
  const claims = useClaims();
  if (!claims || !isRestaurantAdmin(claims.roles)) return null;
  return (
    <Suspense fallback={null}>
      <NotificationPermissionDialog />
    </Suspense>
  );
}
