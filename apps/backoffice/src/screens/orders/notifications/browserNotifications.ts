import type { NotificationPermissionState } from '@backoffice/domain';

import type { BrowserNotifications } from './createNotificationController';

/** The page's `Notification` API (null in browsers without one, e.g. iOS Safari outside a home-screen app). */
export function browserNotifications(
  scope: { Notification?: typeof Notification } = globalThis,
): BrowserNotifications {
  return {
    permission: () => scope.Notification?.permission ?? null,
    requestPermission: async (): Promise<NotificationPermissionState> => {
      const api = scope.Notification;
      if (!api) return 'denied';
      return api.requestPermission();
    },
  };
}
