import type { ApiClient } from '@backoffice/api';
import { readNotificationsOff, writeNotificationsOff } from '@backoffice/api';
import { useContext, useEffect, useSyncExternalStore } from 'react';

import { deploymentEnv } from '../../../config/deployment';
import { useServices } from '../../../shell/services';
import { browserNotifications } from './browserNotifications';
import { createAppPush } from './createAppPush';
import type { NotificationController, NotificationSnapshot } from './createNotificationController';
import { createNotificationController } from './createNotificationController';
import { NotificationControllerContext } from './NotificationControllerContext';
import { readPushSettings } from './readPushSettings';

const controllers = new WeakMap<ApiClient, NotificationController>();

/**
 * The app's controller for a client: push through Firebase Cloud Messaging when the VITE_FIREBASE_* settings (or
 * their meta tags) are all there, else through the local push service (both register the device token with
 * POST /notification/register), the page's Notification API and the notification-off cookie. One per client, so
 * the shell's dialog and the live screen's toggle share it.
 */
function appController(client: ApiClient): NotificationController {
  let controller = controllers.get(client);
  if (!controller) {
    controller = createNotificationController({
      push: createAppPush(readPushSettings(deploymentEnv(), document), client),
      browser: browserNotifications(),
      offFlag: {
        read: () => readNotificationsOff(client.cookies),
        write: (off) =>
          writeNotificationsOff(client.cookies, off, { secure: globalThis.location?.protocol === 'https:' }),
      },
    });
    controllers.set(client, controller);
  }
  return controller;
}

/**
 * The notification state of this browser and the controller that changes it. Reads the permission again when
 * the window regains focus (it may have been changed in the browser's settings meanwhile).
 */
export function useNotifications(): { snapshot: NotificationSnapshot; controller: NotificationController } {
  const provided = useContext(NotificationControllerContext);
  const { client } = useServices();
  const controller = provided ?? appController(client);
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);
  useEffect(() => {
    const refresh = () => controller.refreshPermission();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [controller]);
  return { snapshot, controller };
}
