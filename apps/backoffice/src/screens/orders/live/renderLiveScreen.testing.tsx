import type { ApiClient, MemoryRealtime } from '@backoffice/api';
import { ApiProvider, createMemoryRealtime } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';
import { createToastQueue, RouterProvider, ToastRegion } from '@backoffice/ui';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Router, useLocation, useRouter } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { I18nProvider } from '../../../i18n/I18nProvider';
import { RealtimeProvider } from '../../../realtime/RealtimeProvider';
import { matchAppRoute } from '../../../routing/matchRoute';
import { SessionProvider } from '../../../session/SessionProvider';
import { ServicesProvider } from '../../../shell/services';
import { sandboxClient } from '../../../testing/sandboxApp';
import { LiveOrdersScreen } from './LiveOrdersScreen';

/** What {@link renderLiveScreen} hands back. */
export interface RenderedLiveScreen {
  client: ApiClient;
  realtime: MemoryRealtime;
  /** Every path visited, the latest last. */
  history: string[];
  navigate: (path: string) => void;
}

/**
 * Renders the live order screen at `path` the way the app's routes do (route matched from the location, texts,
 * services, session, SWR with a fresh cache, an in-memory realtime), signed in to an in-process sandbox.
 */
export async function renderLiveScreen(
  sandbox: Sandbox,
  path: string,
  {
    email = 'restaurant@example.com',
    realtime = createMemoryRealtime(),
    loadRemote = () => Promise.resolve({}),
  }: { email?: string; realtime?: MemoryRealtime; loadRemote?: () => Promise<unknown> } = {},
): Promise<RenderedLiveScreen> {
  const client = await sandboxClient(sandbox, email);
  const location = memoryLocation({ path, record: true });
  const toasts = createToastQueue();
  render(
    <ServicesProvider
      value={{ client, toasts, env: { frameParentOrigins: [], publicFrontendUrl: null }, inFrame: false }}
    >
      <I18nProvider
        initialLocale="en"
        loadRemote={loadRemote}
        onRemoteError={() => undefined}
        renderLoading={() => null}
      >
        <ToastRegion queue={toasts} labels={{ region: 'Notifications', close: 'Close' }} />
        <SessionProvider client={client}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <KitRouter>
              <ApiProvider client={client} swr={{ provider: () => new Map() }}>
                <RealtimeProvider realtime={realtime}>
                  {/* The shell puts every screen in its <main> landmark. */}
                  <main>
                    <MatchedLiveScreen />
                  </main>
                </RealtimeProvider>
              </ApiProvider>
            </KitRouter>
          </Router>
        </SessionProvider>
      </I18nProvider>
    </ServicesProvider>,
  );
  return { client, realtime, history: location.history, navigate: location.navigate };
}

function KitRouter({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  return <RouterProvider navigate={(to) => navigate(to)}>{children}</RouterProvider>;
}

function MatchedLiveScreen() {
  const [location] = useLocation();
  const { parser } = useRouter();
  const match = matchAppRoute(parser, location);
  return <LiveOrdersScreen route={match.route} params={match.params} />;
}
