import { createContext } from 'react';

import type { NotificationController } from './createNotificationController';

/**
 * Overrides the app's notification controller (tests and stories give one with their own push service and
 * permission); null uses the app's own.
 */
export const NotificationControllerContext = createContext<NotificationController | null>(null);
