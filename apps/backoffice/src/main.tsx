import { createApiClient, getPlatformConfig, readLocaleCookie } from '@backoffice/api';
import { isSupportedLocale, LIMITS } from '@backoffice/domain';
import { createToastQueue } from '@backoffice/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './App';
import { readAppEnv } from './config/appEnv';

// 500 answers of login, refresh and reset are reported before they are re-thrown (section 8); the console is the
// reporting service until the platform names one.
const client = createApiClient({ reportError: (error) => console.error(error) });
const cookieLocale = readLocaleCookie(client.cookies);
const services = {
  client,
  toasts: createToastQueue(),
  env: readAppEnv(import.meta.env, document),
  inFrame: window.self !== window.top,
};

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <App
      services={services}
      initialLocale={isSupportedLocale(cookieLocale) ? cookieLocale : LIMITS.defaultLocale}
      configRequest={getPlatformConfig(client)}
    />
  </StrictMode>,
);
