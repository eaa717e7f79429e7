import { NotificationToggle } from '@backoffice/ui';
import { useEffect, useMemo } from 'react';

import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useI18n } from '../../../i18n/I18nProvider';
import { detectBrowser } from './detectBrowser';
import { toNotificationToggleLabels } from './notificationLabels';
import { useNotifications } from './useNotifications';

/**
 * The restaurant admin's push-notification switch on the live screen: on, off or blocked (domain
 * `notificationState`), with the help picture of the detected browser. Turning on asks for permission and
 * registers push; turning off unregisters and remembers the choice. A failed registration shows the catalogue's
 * request error and leaves the switch off.
 */
export function OrderNotificationToggle() {
  const { LL } = useI18n();
  const handleError = useErrorHandler();
  const { snapshot, controller } = useNotifications();
  const labels = useMemo(() => toNotificationToggleLabels(LL), [LL]);
  const browser = useMemo(
    () => detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    [],
  );

  useEffect(() => {
    controller.resume().catch((error: unknown) => handleError(error, 'request'));
  }, [controller, handleError]);

  return (
    <NotificationToggle
      status={snapshot.status}
      browser={browser}
      labels={labels}
      isPending={snapshot.isPending}
      onChange={(isOn) => {
        (isOn ? controller.turnOn() : controller.turnOff()).catch((error: unknown) =>
          handleError(error, 'request'),
        );
      }}
    />
  );
}
