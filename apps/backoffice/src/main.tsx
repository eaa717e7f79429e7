import { createApiClient, getPlatformConfig, readLocaleCookie } from '@backoffice/api';
import { isSupportedLocale, LIMITS } from '@backoffice/domain';
import { createToastQueue } from '@backoffice/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { initialTextScope } from './routing/initialTextScope';
import { readAppEnv } from './config/appEnv';
import { createErrorReporter, deploymentEnv, loadDeployment, parseDsn } from './config/deployment';
import { DeploymentErrorPage } from './config/DeploymentErrorPage';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
const reactRoot = createRoot(root);

/** Text of a setting, or undefined when it is not set. */
const setting = (value: string | boolean | undefined) => (typeof value === 'string' ? value : undefined);

// The deployment's settings first (config.json next to index.html over the build's VITE_* variables): a build
// without them shows the configuration error page and calls nothing.
void loadDeployment().then((problem) => {
  const env = deploymentEnv();
  const dsn = parseDsn(setting(env.VITE_ERROR_REPORTING_DSN) ?? '');
  const reportToService = dsn ? createErrorReporter(dsn) : null;
  if (reportToService) {
    // Uncaught errors of the page go to the service too.
    window.addEventListener('error', (event) => reportToService(event.error ?? event.message));
    window.addEventListener('unhandledrejection', (event) => reportToService(event.reason));
  }
  // 500 answers of login, refresh and reset are reported before they are re-thrown (section 8): to the console,
  // and to the error-reporting service when the deployment names one.
  const client = createApiClient({
    apiBaseUrl: setting(env.VITE_API_BASE_URL),
    frontendApiUrl: setting(env.VITE_FRONTEND_API_URL),
    reportError: (error) => {
      console.error(error);
      reportToService?.(error);
    },
  });
  const cookieLocale = readLocaleCookie(client.cookies);
  const initialLocale = isSupportedLocale(cookieLocale) ? cookieLocale : LIMITS.defaultLocale;
  if (problem) {
    reactRoot.render(
      <StrictMode>
        <DeploymentErrorPage problem={problem} locale={initialLocale === 'hu' ? 'hu' : 'en'} />
      </StrictMode>,
    );
    return;
  }
  const services = {
    client,
    toasts: createToastQueue(),
    env: readAppEnv(env, document),
    inFrame: window.self !== window.top,
  };
  reactRoot.render(
    <StrictMode>
      <App
        services={services}
        initialLocale={initialLocale}
        initialTextScope={initialTextScope(window.location.pathname)}
        configRequest={getPlatformConfig(client)}
      />
    </StrictMode>,
  );
});
