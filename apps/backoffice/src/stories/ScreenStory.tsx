import type { ApiClient, MemoryRealtime } from '@backoffice/api';
import { createApiClient, createMemoryCookieStore, createMemoryRealtime } from '@backoffice/api';
import type { Locale, PlatformConfig } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox, DEMO_PASSWORD } from '@backoffice/sandbox';
import type { ToastQueue } from '@backoffice/ui';
import { createToastQueue } from '@backoffice/ui';
import { SWRConfig } from 'swr';
import { memoryLocation } from 'wouter/memory-location';

import { App } from '../App';
import { bootRoute } from '../boot/startBoot';
import { RealtimeProvider } from '../realtime/RealtimeProvider';
import { loadScreenGroup } from '../screens/loadScreenGroup';

/**
 * The moment every screen story lives at: a Wednesday, 11:30 in Budapest. The sandbox seeds its data around it and
 * the app reads it as its clock (the client's `now`), so that dates, "today" and the times of the live screen are
 * the same on every run and the visual baselines never change with the hour.
 */
export const STORY_NOW = new Date('2025-01-15T10:30:00Z');

/** The states a screen is shown in (issue #21). */
export type ScreenState = 'populated' | 'empty' | 'loading' | 'error' | 'waiting';

/** The demo accounts of packages/sandbox/src/seed.ts, by role. */
export const STORY_ACCOUNTS = {
  admin: 'admin@example.com',
  company: 'company@example.com',
  restaurant: 'restaurant@example.com',
  chain: 'chain@example.com',
  billing: 'billing@example.com',
} as const;

/** Whose eyes a screen is seen with. */
export type StoryRole = keyof typeof STORY_ACCOUNTS;

/**
 * Who the screen is shown to: a role's demo account, signed in before the app starts, or `null` for nobody (the
 * sign-in screens and the public pages, such as a restaurant's order confirmation from its link).
 */
export type StoryViewer = StoryRole | null;

/** What the harness needs to put a screen on the sandbox in one state. */
export interface ScreenSetup {
  /**
   * The path (query included), or how to find it in the seeded sandbox (an entity's edit screen) for the state (a
   * public link's token, right in one state and wrong in another).
   */
  path: string | ((sandbox: Sandbox, state: ScreenState) => string);
  role: StoryViewer;
  state: ScreenState;
  locale: Locale;
  /**
   * The API paths of the screen's data (under /api/v1; a path names itself and everything under it): the reads
   * held back in `loading` and failed in `error`. The shell's own reads (the config, the session, the user's
   * record) are always answered.
   */
  data: readonly string[];
  /** Orders in the seed. @default 40 (0 in `empty` and `waiting`) */
  orderCount?: number;
  /**
   * Removes the screen's records from the seeded sandbox for `empty`. Orders are not seeded there, but for the
   * open canteen round's one (of the canteen restaurant).
   */
  empty?: (sandbox: Sandbox) => void;
  /** Adds what the screen needs to the seeded sandbox (records the seed has none of), in every state. */
  prepare?: (sandbox: Sandbox) => void;
  /** What this browser remembers before the app starts (the setup empties the storage before each story). */
  localStorage?: Readonly<Record<string, string>>;
}

/** A screen ready to render: the client on its sandbox (signed in, or not), and what the app is given. */
export interface PreparedScreen {
  sandbox: Sandbox;
  client: ApiClient;
  realtime: MemoryRealtime;
  locale: Locale;
  toasts: ToastQueue;
  location: ReturnType<typeof memoryLocation>;
  config: Promise<PlatformConfig>;
}

/** Whether `pathname` is `prefix` or lies under it. */
const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

const API = 'http://sandbox.local/api/v1';

/** The platform's answer when it fails: a 500 problem document. */
const serverError = (): Response =>
  new Response(
    JSON.stringify({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Server error',
    }),
    { status: 500, headers: { 'Content-Type': 'application/problem+json' } },
  );

/**
 * The app's toast queue, but its toasts stay until closed: a story's picture (the request-error toast of the error
 * state) must not depend on whether its checks took more or less than the toast's 10 s.
 */
function lastingToasts(): ToastQueue {
  const queue = createToastQueue();
  const add = queue.add.bind(queue);
  queue.add = (content, options) => add(content, { ...options, timeout: undefined });
  return queue;
}

/** Removes every record of a sandbox collection (an entity list's `empty` state). */
export function removeAll(sandbox: Sandbox, collection: string): void {
  // A copy: the store's list is the collection itself, which each removal shortens.
  for (const record of [...sandbox.store.list(collection)]) sandbox.store.remove(collection, record.id);
}

/**
 * Creates the screen's sandbox in the browser (no Node: `createSandbox` runs anywhere), shaped for the state,
 * and a platform client on it, signed in as the role's demo account (no one's for `role: null`). In `loading` the
 * screen's data is never answered, in `error` it is answered with a 500; in `waiting` a customer has just placed an
 * order at the demo restaurant that is due now (placed 40 minutes back, as incomingOrders.testing.tsx's
 * `placeDueOrder`).
 */
export async function prepareScreen(setup: ScreenSetup): Promise<PreparedScreen> {
  let offsetMs = 0;
  const now = () => new Date(STORY_NOW.getTime() + offsetMs);
  const sandbox = createSandbox({
    seed: 1,
    // In `waiting` the order placed below is the only one: the dialog shows it alone, whatever the seed has due.
    orderCount: setup.state === 'empty' || setup.state === 'waiting' ? 0 : (setup.orderCount ?? 40),
    now,
    log: () => undefined,
  });
  setup.prepare?.(sandbox);
  if (setup.state === 'empty') setup.empty?.(sandbox);
  const realtime = createMemoryRealtime('connected');
  // The sandbox's own events reach the screens as the platform's would.
  sandbox.realtime.subscribe(({ channel, event, data }) => realtime.emit(channel, event, data));

  const isData = (request: Request): boolean => {
    if (request.method !== 'GET') return false;
    const { pathname } = new URL(request.url);
    return setup.data.some((path) => isUnder(pathname, `/api/v1${path}`));
  };
  const client = createApiClient({
    apiBaseUrl: API,
    cookies: createMemoryCookieStore(),
    now,
    fetch: (input, init) => {
      const request = new Request(input, init);
      if (setup.state === 'loading' && isData(request)) return new Promise<Response>(() => undefined);
      if (setup.state === 'error' && isData(request)) return Promise.resolve(serverError());
      return Promise.resolve(sandbox.fetch(request));
    },
  });
  if (setup.role !== null)
    await client.session.signIn({ email: STORY_ACCOUNTS[setup.role], password: DEMO_PASSWORD });

  if (setup.state === 'waiting') {
    offsetMs = -40 * 60_000;
    try {
      sandbox.placeOrder(1);
    } finally {
      offsetMs = 0;
    }
  }

  for (const [key, value] of Object.entries(setup.localStorage ?? {}))
    window.localStorage.setItem(key, value);
  const path = typeof setup.path === 'function' ? setup.path(sandbox, setup.state) : setup.path;
  const [pathname = '/', search = ''] = path.split('?');
  // The screen's code, loaded before the story renders: the first story of a run would otherwise spend its play
  // function's waits on the dev server compiling the app on demand (45 s and more on a busy machine), not on the
  // screen. The loader's time counts against the test's own bound only.
  const { route } = bootRoute(pathname);
  await Promise.all([
    route.layout === 'shell' ? import('../shell/ShellLayout') : undefined,
    route.group === 'system' ? undefined : loadScreenGroup(route.group),
  ]);
  return {
    sandbox,
    client,
    realtime,
    locale: setup.locale,
    toasts: lastingToasts(),
    location: memoryLocation({ path: pathname, searchPath: search, record: true }),
    config: Promise.resolve({
      currencyCode: 'HUF',
      currencyLocale: 'hu-HU',
      availableLocales: [],
      defaultLocale: setup.locale,
      country: 'HU',
    }),
  };
}

/**
 * The whole back-office on a prepared screen: the app as `main.tsx` puts it together, with a memory location, the
 * in-memory realtime, and a data cache of its own (stories share the page; SWR's default cache would show one
 * story's data in the next). A failed read is not retried: the error state stays as it first shows.
 */
export function ScreenStory({ screen }: { screen: PreparedScreen }) {
  return (
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RealtimeProvider realtime={screen.realtime}>
        <App
          services={{
            client: screen.client,
            toasts: screen.toasts,
            env: { frameParentOrigins: [], publicFrontendUrl: null },
            inFrame: false,
          }}
          initialLocale={screen.locale}
          configRequest={screen.config}
          // The bundled dictionaries only: the platform's translations would be one more request to answer.
          loadRemoteTexts={() => Promise.resolve({})}
          router={{ hook: screen.location.hook, searchHook: screen.location.searchHook }}
        />
      </RealtimeProvider>
    </SWRConfig>
  );
}
