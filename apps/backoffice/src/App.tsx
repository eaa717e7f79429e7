import { ApiProvider, loadTranslations } from '@backoffice/api';
import type { Locale, PlatformConfig } from '@backoffice/domain';
import { showToast, ToastRegion } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { RouterProvider } from 'react-aria-components';
import type { RouterProps } from 'wouter';
import { Router } from 'wouter';

import { ConfigGate } from './config/ConfigGate';
import { errorText } from './errors/errorText';
import { useErrorHandler } from './errors/useErrorHandler';
import { FrameConnector } from './frame/FrameConnector';
import type { TextScope } from './i18n/I18nProvider';
import { I18nProvider, useI18n } from './i18n/I18nProvider';
import { LeaveGuard, useGuardedNavigate } from './navigation/LeaveGuard';
import { SessionProvider } from './session/SessionProvider';
import { AppRoutes } from './shell/AppRoutes';
import { FullPageSpinner } from './shell/FullPageSpinner';
import type { AppServices } from './shell/services';
import { ServicesProvider, useServices } from './shell/services';

/** Props of {@link App}. */
export interface AppProps {
  services: AppServices;
  /** The locale to start with (the locale cookie, else the default). */
  initialLocale: Locale;
  /** The texts to start with (`initialTextScope` of the first path); all of them by default. */
  initialTextScope?: TextScope;
  /** The config call, started at boot. */
  configRequest: Promise<PlatformConfig>;
  /** A location hook for tests (wouter's memory location); the browser's otherwise. */
  router?: Omit<RouterProps, 'children'>;
}

/** The back-office: services, language, config, session, routing, error reactions and the screens. */
export function App({ services, initialLocale, initialTextScope, configRequest, router }: AppProps) {
  const { client, toasts } = services;
  return (
    <ServicesProvider value={services}>
      <I18nProvider
        initialLocale={initialLocale}
        initialTextScope={initialTextScope}
        loadRemote={(locale) => loadTranslations(client, locale, 'backoffice')}
        onRemoteError={(error, LL) => {
          showToast(toasts, {
            title: LL.notifications.request_error.title(),
            description: errorText(error, error instanceof Error ? error.message : '', LL),
            tone: 'error',
          });
        }}
        renderLoading={(LL) => <FullPageSpinner label={LL?.common.loading() ?? ''} />}
      >
        <Toasts />
        <ConfigGate client={client} request={configRequest}>
          <SessionProvider client={client}>
            <Router {...router}>
              <LeaveGuard>
                <AriaRouter>
                  <ApiLayer>
                    <FrameConnector />
                    <AppRoutes />
                  </ApiLayer>
                </AriaRouter>
              </LeaveGuard>
            </Router>
          </SessionProvider>
        </ConfigGate>
      </I18nProvider>
    </ServicesProvider>
  );
}

function Toasts() {
  const { toasts } = useServices();
  const { LL } = useI18n();
  return <ToastRegion queue={toasts} labels={{ region: LL.common.toasts(), close: LL.common.close() }} />;
}

/** Client-side navigation for the kit's links (RAC), through the unsaved-changes guard. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useGuardedNavigate();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}

/** The API hooks' provider; every failed load of an SWR hook goes through the error catalogue. */
function ApiLayer({ children }: { children: ReactNode }) {
  const { client } = useServices();
  const handle = useErrorHandler();
  const swr = useMemo(() => ({ onError: (error: unknown) => void handle(error, 'load') }), [handle]);
  return (
    <ApiProvider client={client} swr={swr}>
      {children}
    </ApiProvider>
  );
}
