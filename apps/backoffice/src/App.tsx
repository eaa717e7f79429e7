import { loadTranslations } from '@backoffice/api';
import type { Locale, PlatformConfig } from '@backoffice/domain';
import { showToast } from '@backoffice/ui/base';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { RouterProps } from 'wouter';
import { Router } from 'wouter';

import { ConfigGate } from './config/ConfigGate';
import { errorText } from './errors/errorText';
import type { TextScope } from './i18n/I18nProvider';
import { I18nProvider, useI18n } from './i18n/I18nProvider';
import { LeaveGuard } from './navigation/LeaveGuard';
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
  /** The config call, started at boot (or the copy of the last visit, see boot/startBoot.ts). */
  configRequest: Promise<PlatformConfig>;
  /** The platform's config when `configRequest` is the copy of the last visit. */
  configUpdate?: Promise<PlatformConfig>;
  /** Loads the platform's translations of a locale (the boot's, started before React renders). @default GET /public/translations/{locale}/backoffice */
  loadRemoteTexts?: (locale: Locale) => Promise<unknown>;
  /** A location hook for tests (wouter's memory location); the browser's otherwise. */
  router?: Omit<RouterProps, 'children'>;
}

/** The back-office: services, language, config, session, routing, error reactions and the screens. */
export function App({
  services,
  initialLocale,
  initialTextScope,
  configRequest,
  configUpdate,
  loadRemoteTexts,
  router,
}: AppProps) {
  const { client, toasts } = services;
  return (
    <ServicesProvider value={services}>
      <I18nProvider
        initialLocale={initialLocale}
        initialTextScope={initialTextScope}
        loadRemote={loadRemoteTexts ?? ((locale) => loadTranslations(client, locale, 'backoffice'))}
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
        <ConfigGate client={client} request={configRequest} update={configUpdate}>
          <SessionProvider client={client}>
            <Router {...router}>
              <LeaveGuard>
                {services.inFrame ? (
                  <Suspense fallback={null}>
                    <FrameConnector />
                  </Suspense>
                ) : null}
                <AppRoutes />
              </LeaveGuard>
            </Router>
          </SessionProvider>
        </ConfigGate>
      </I18nProvider>
    </ServicesProvider>
  );
}

// Frame mode's messaging loads only inside a frame: most sessions run in a window of their own.
const FrameConnector = lazy(() =>
  import('./frame/FrameConnector').then(({ FrameConnector: Connector }) => ({ default: Connector })),
);

const ToastRegion = lazy(() =>
  import('./shell/toastRegion').then(({ ToastRegion: Region }) => ({ default: Region })),
);

/** The toast region, mounted (and its code loaded) once the first toast is queued, then kept. */
function Toasts() {
  const { toasts } = useServices();
  const { LL } = useI18n();
  const [needed, setNeeded] = useState(() => toasts.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return undefined;
    const check = () => {
      if (toasts.visibleToasts.length > 0) setNeeded(true);
    };
    check();
    return toasts.subscribe(check);
  }, [toasts, needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion queue={toasts} labels={{ region: LL.common.toasts(), close: LL.common.close() }} />
    </Suspense>
  );
}
