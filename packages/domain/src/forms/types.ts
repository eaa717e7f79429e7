/** The browser's notification permission, as `Notification.permission` reports it. */
export type NotificationPermissionState = 'default' | 'denied' | 'granted';

/** What the notification toggle knows about push notifications on this device. */
export interface NotificationInputs {
  /** The device token is registered with the platform. */
  registered: boolean;
  /** The user switched notifications off here (the notification-off cookie). */
  userOff: boolean;
  /** The browser's permission. */
  permission: NotificationPermissionState;
}

/** The state the notification toggle shows. */
export type NotificationState = 'on' | 'off' | 'blocked';
