import { Button, Dialog, Modal, Stack } from '@backoffice/ui';
import { useEffect, useMemo, useState } from 'react';

import { useErrorHandler } from '../../../errors/useErrorHandler';
import { useI18n } from '../../../i18n/I18nProvider';
import { isIncomingBusy, useIncomingWaiting } from '../live/incomingWaiting';
import { detectBrowser } from './detectBrowser';
import { readNotManagingOrders, writeNotManagingOrders } from './notManagingOrders';
import { useNotifications } from './useNotifications';

const storage = (): Storage | null => (typeof localStorage === 'undefined' ? null : localStorage);

/**
 * The notification permission dialog over every screen of a restaurant admin (through
 * NotificationPermissionPrompt): it shows until the browser grants permission or the user says they do not manage orders here (remembered in
 * localStorage). On load it registers push again when permission is already granted and the user has not turned
 * notifications off. It must be answered: Escape and clicks outside do not close it. When the browser has blocked
 * notifications it also says how to allow them in this browser. One modal at a time (issue #18): it waits while an
 * incoming order waits in the carousel (open or minimised), or the carousel has not judged the lists yet.
 */
export function NotificationPermissionDialog() {
  const { LL } = useI18n();
  const handleError = useErrorHandler();
  const { snapshot, controller } = useNotifications();
  const [notManaging, setNotManaging] = useState(() => readNotManagingOrders(storage()));
  const browser = useMemo(
    () => detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent),
    [],
  );
  useEffect(() => {
    controller.resume().catch((error: unknown) => handleError(error, 'request'));
  }, [controller, handleError]);

  const t = LL.liveOrders.notifications;
  const { permission } = snapshot.status;
  const incomingBusy = isIncomingBusy(useIncomingWaiting());
  const isOpen = snapshot.isSupported && permission !== 'granted' && !notManaging && !incomingBusy;

  return (
    <Modal isOpen={isOpen} isKeyboardDismissDisabled size="sm">
      <Dialog
        title={t.dialogTitle()}
        footer={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                writeNotManagingOrders(storage());
                setNotManaging(true);
              }}
            >
              {t.notManaging()}
            </Button>
            <Button
              isPending={snapshot.isPending}
              onPress={() => {
                controller.refreshPermission();
                controller.turnOn().catch((error: unknown) => handleError(error, 'request'));
              }}
            >
              {t.allow()}
            </Button>
          </>
        }
      >
        <Stack gap="200">
          <p>{t.dialogText()}</p>
          {permission === 'denied' ? (
            <>
              <p role="status">{t.blocked()}</p>
              <p>{t.helpText[browser]()}</p>
            </>
          ) : null}
        </Stack>
      </Dialog>
    </Modal>
  );
}
