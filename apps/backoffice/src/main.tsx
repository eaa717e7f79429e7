import { createApiClient, createDocumentCookieStore, readLocaleCookie } from '@backoffice/api';
import { isSupportedLocale, LIMITS } from '@backoffice/domain';
import { createToastQueue } from '@backoffice/ui/base';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { pageStorage } from './boot/bootCache';
import { setRenderSlices } from './boot/renderSlices';
import { preloadFirstScreen, preloadRouteData, startBoot } from './boot/startBoot';
import { initialTextScope } from './routing/initialTextScope';
import { readAppEnv } from './config/appEnv';
import { deploymentEnv, loadDeployment } from './config/deployment';
import { reportServerError, setErrorReportingService, startErrorReporting } from './config/errorReporting';

// Before React's first render: the first screen's rows render in slices of this length (boot/renderSlices.ts).
setRenderSlices();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const reactRoot = createRoot(root);

/** Text of a setting, or undefined when it is not set. */
const setting = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

const cookieLocale = readLocaleCookie(createDocumentCookieStore(document));
const initialLocale = isSupportedLocale(cookieLocale) ? cookieLocale : LIMITS.defaultLocale;
const textScope = initialTextScope(window.location.pathname);
const inFrame = window.self !== window.top;
const appVersion = setting(import.meta.env.VITE_APP_VERSION as string | undefined);

// The deployment's settings first (config.json next to index.html over the build's VITE_* variables): a build
// without them shows the configuration error page and calls nothing. Beside it, the small module that starts the
// first screen's data (the order of the requests: boot/startBoot.ts).
const deployment = loadDeployment();
preloadRouteData();

void deployment.then((problem) => {
  const env = deploymentEnv();
  // The error-reporting service's client loads only when the deployment names a DSN; it then reports uncaught
  // errors too. 500 answers of login, refresh and reset are reported before they are re-thrown (section 8): to the
  // console, and to the service when there is one.
  setErrorReportingService(
    problem ? null : startErrorReporting(setting(env.VITE_ERROR_REPORTING_DSN), { release: appVersion }),
  );
  const client = createApiClient({
    apiBaseUrl: setting(env.VITE_API_BASE_URL),
    frontendApiUrl: setting(env.VITE_FRONTEND_API_URL),
    reportError: reportServerError,
  });
  if (problem) {
    // The page of a deployment without its settings, with its texts, loads only then: a working deployment's
    // /login does not carry it (issue #22).
    void import('./config/DeploymentErrorPage').then(({ DeploymentErrorPage }) =>
      reactRoot.render(
        <StrictMode>
          <DeploymentErrorPage problem={problem} locale={initialLocale === 'hu' ? 'hu' : 'en'} />
        </StrictMode>,
      ),
    );
    return;
  }
  const boot = startBoot({
    client,
    location: window.location,
    locale: initialLocale,
    inFrame,
    cacheVersion: `${appVersion ?? 'dev'}|${client.apiBaseUrl}`,
    storage: pageStorage(),
    preloadChunks: () =>
      preloadFirstScreen({ location: window.location, locale: initialLocale, textScope, inFrame }),
  });
  const services = {
    client,
    toasts: createToastQueue(),
    env: readAppEnv(env, document),
    inFrame,
  };
  // After the first screen's data requests are out: the render's task would otherwise delay them (startBoot.ts).
  void boot.requestsOut.then(() =>
    reactRoot.render(
      <StrictMode>
        <App
          services={services}
          initialLocale={initialLocale}
          initialTextScope={textScope}
          configRequest={boot.configRequest}
          configUpdate={boot.configUpdate}
          loadRemoteTexts={boot.loadRemoteTexts}
        />
      </StrictMode>,
    ),
  );
});
