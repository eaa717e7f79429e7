import type { ApiClient } from '@backoffice/api';
import { getPlatformConfig, readLocaleCookie } from '@backoffice/api';
import type { PlatformConfig } from '@backoffice/domain';
import { isSupportedLocale } from '@backoffice/domain';
import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useState } from 'react';

import { errorText } from '../errors/errorText';
import { useI18n } from '../i18n/I18nProvider';
import { FullPageMessage } from '../screens/system/FullPageMessage';
import { FullPageSpinner } from '../shell/FullPageSpinner';
import { deploymentEnv, withDeploymentMapsKey } from './deployment';

const ConfigContext = createContext<PlatformConfig | null>(null);
const RefreshContext = createContext<() => Promise<void>>(() => Promise.resolve());

type State =
  { status: 'loading' } | { status: 'ready'; config: PlatformConfig } | { status: 'error'; error: unknown };

/**
 * Loads GET /configs (checked by the client's struct) before anything else renders; a failure shows a full-page
 * error with a retry. Without a locale cookie, the platform's default locale is applied.
 */
export function ConfigGate({
  client,
  request,
  update,
  children,
}: {
  client: ApiClient;
  /** The config call started at boot (so it runs beside the translations), or the copy of the last visit. */
  request: Promise<PlatformConfig>;
  /** The platform's answer when `request` is the copy of the last visit: it replaces the copy once it is in. */
  update?: Promise<PlatformConfig>;
  children: ReactNode;
}) {
  const { LL, locale, setLocale } = useI18n();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState<Promise<PlatformConfig>>(request);

  useEffect(() => {
    let live = true;
    attempt.then(
      (config) => {
        if (!live) return;
        setState({ status: 'ready', config: withDeploymentMapsKey(config, deploymentEnv()) });
        const preferred = config.defaultLocale;
        if (!readLocaleCookie(client.cookies) && isSupportedLocale(preferred) && preferred !== locale) {
          setLocale(preferred);
        }
      },
      (error: unknown) => {
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // The locale is read once, when the config arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt, client]);

  useEffect(() => {
    let live = true;
    update?.then(
      (fresh) => {
        if (!live) return;
        const config = withDeploymentMapsKey(fresh, deploymentEnv());
        // An unchanged config keeps its object, so that nothing below renders again for it.
        setState((current) =>
          current.status === 'ready' && JSON.stringify(current.config) === JSON.stringify(config)
            ? current
            : { status: 'ready', config },
        );
      },
      // The copy stays; the next visit asks again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [update]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt(getPlatformConfig(client));
  }, [client]);

  // Loads the config again in place (the restaurant admin's 60 s refresh); a failure keeps the config there is.
  const refresh = useCallback(
    () =>
      getPlatformConfig(client).then(
        (config) => setState({ status: 'ready', config: withDeploymentMapsKey(config, deploymentEnv()) }),
        () => undefined,
      ),
    [client],
  );

  if (state.status === 'loading') return <FullPageSpinner label={LL.common.loading()} />;
  if (state.status === 'error') {
    const message = errorText(state.error, state.error instanceof Error ? state.error.message : '', LL);
    return (
      <FullPageMessage
        title={LL.config.title()}
        description={LL.config.description({ message })}
        action={LL.common.retry()}
        onAction={retry}
      />
    );
  }
  return (
    <RefreshContext.Provider value={refresh}>
      <ConfigContext.Provider value={state.config}>{children}</ConfigContext.Provider>
    </RefreshContext.Provider>
  );
}

/** The platform config loaded at start. */
export function usePlatformConfig(): PlatformConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('usePlatformConfig must be used inside <ConfigGate>');
  return config;
}

/** Loads the platform config again without leaving the page; the screens get the new one. */
export function useRefreshPlatformConfig(): () => Promise<void> {
  return useContext(RefreshContext);
}
