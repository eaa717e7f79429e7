import type { ApiClient, Realtime } from '@backoffice/api';
import { createApiClient, createMemoryCookieStore } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';
import { createToastQueue } from '@backoffice/ui';
import { render } from '@testing-library/react';
import { beforeAll } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

import { App } from '../App';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { loadEveryScreenGroup } from '../screens/loadScreenGroup';

// Every test file that renders the app loads the lazily loaded screen groups before its first test, in a hook
// that hookTimeout bounds. Otherwise the file's first test pays for compiling its screens, on a busy machine
// for longer than a findBy* waits (asyncUtilTimeout), and fails only because it came first.
beforeAll(loadEveryScreenGroup);

/**
 * A platform client that talks to an in-process sandbox, signed in as one of its demo accounts (or signed out
 * with `null`). Tests read and change real sandbox data through the same calls the app makes; `onRequest` sees
 * every request on its way, and `respond`, when given, stands between the app and the sandbox: it gets each
 * request with the call that has the sandbox answer it (to see when the answer is there, or to hold it back).
 */
export async function sandboxClient(
  sandbox: Sandbox,
  email: string | null,
  {
    onRequest,
    respond,
  }: {
    onRequest?: (request: Request) => void;
    respond?: (request: Request, answer: () => Promise<Response>) => Promise<Response>;
  } = {},
): Promise<ApiClient> {
  const client = createApiClient({
    apiBaseUrl: 'http://sandbox.local/api/v1',
    fetch: (input, init) => {
      const request = new Request(input, init);
      onRequest?.(request);
      const answer = () => Promise.resolve(sandbox.fetch(request));
      return respond ? respond(request, answer) : answer();
    },
    cookies: createMemoryCookieStore(),
  });
  if (email !== null) await client.session.signIn({ email, password: 'Demo-1234' });
  return client;
}

/** The platform config the tests start with (Hungarian forints, English). */
const testConfig = {
  currencyCode: 'HUF',
  currencyLocale: 'hu-HU',
  availableLocales: [],
  defaultLocale: 'en',
  country: 'HU',
};

/**
 * Renders the whole app at `path` (query included) in English, on `client`, with a memory location that records
 * every path visited, and with `realtime` when a test drives realtime events. Returns the location.
 */
export function renderApp({
  client,
  path,
  realtime,
}: {
  client: ApiClient;
  path: string;
  realtime?: Realtime;
}) {
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  const app = (
    <App
      services={{
        client,
        toasts: createToastQueue(),
        env: { frameParentOrigins: [], publicFrontendUrl: null },
        inFrame: false,
      }}
      initialLocale="en"
      configRequest={Promise.resolve(testConfig)}
      router={{ hook: location.hook, searchHook: location.searchHook }}
    />
  );
  render(realtime ? <RealtimeProvider realtime={realtime}>{app}</RealtimeProvider> : app);
  return location;
}
