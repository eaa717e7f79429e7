import type { NotificationInputs, NotificationState } from './types.js';

/**
 * The state of the push notification toggle: 'blocked' when the browser denies permission (the help images
 * show), 'on' when the device is registered, permission is granted and the user has not switched it off,
 * 'off' otherwise.
 *
 * @param inputs - registration, the user's off switch and the browser permission
 * @example
 * notificationState({ registered: true, userOff: false, permission: 'granted' }) // 'on'
 * notificationState({ registered: true, userOff: false, permission: 'denied' }) // 'blocked'
 */
export function notificationState({
  registered,
  userOff,
  permission,
}: NotificationInputs): NotificationState {
  if (permission === 'denied') return 'blocked';
  return registered && permission === 'granted' && !userOff ? 'on' : 'off';
}
