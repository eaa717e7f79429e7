import type { ApiClient, LocalPush } from '@backoffice/api';
import { createLocalPush, readNotificationsOff, writeNotificationsOff } from '@backoffice/api';
import type { Locale } from '@backoffice/domain';
import { createToastQueue } from '@backoffice/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import { I18nProvider } from '../../../i18n/I18nProvider';
import { SessionProvider } from '../../../session/SessionProvider';
import { ServicesProvider } from '../../../shell/services';
import { browserNotifications } from './browserNotifications';
import type { NotificationController } from './createNotificationController';
import { createNotificationController } from './createNotificationController';
import { NotificationControllerContext } from './NotificationControllerContext';

/**
 * Renders notification UI for a test the way the app does (texts, services, session), with a controller on the
 * client's local push service, the page's (stubbed) Notification API and the client's notification-off cookie.
 */
export function renderWithNotifications(
  ui: ReactNode,
  client: ApiClient,
  { locale = 'en' }: { locale?: Locale } = {},
): { push: LocalPush; controller: NotificationController } {
  const push = createLocalPush({ client, token: 'device-token-test' });
  const controller = createNotificationController({
    push,
    browser: browserNotifications(),
    offFlag: {
      read: () => readNotificationsOff(client.cookies),
      write: (off) => writeNotificationsOff(client.cookies, off, { secure: false }),
    },
  });
  render(
    <ServicesProvider
      value={{
        client,
        toasts: createToastQueue(),
        env: { frameParentOrigins: [], publicFrontendUrl: null },
        inFrame: false,
      }}
    >
      <SessionProvider client={client}>
        <I18nProvider
          initialLocale={locale}
          loadRemote={() => Promise.resolve({})}
          onRemoteError={() => undefined}
          renderLoading={() => null}
        >
          <NotificationControllerContext.Provider value={controller}>
            {ui}
          </NotificationControllerContext.Provider>
        </I18nProvider>
      </SessionProvider>
    </ServicesProvider>,
  );
  return { push, controller };
}

/** A stand-in for the page's `Notification`: a permission and a prompt that answers `answer`. */
export function stubNotificationApi(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const api = {
    permission,
    requestPermission: () => {
      api.permission = answer;
      return Promise.resolve(answer);
    },
  };
  return api;
}
