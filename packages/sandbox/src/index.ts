/**
 * @backoffice/sandbox: a faithful local stand-in of the platform API. `createSandbox()` gives a fetch-style Hono
 * app over an in-memory store, usable in-process (tests, Storybook) or behind the Node server (src/server.ts).
 */
import type { Hono } from 'hono';

import { createApp } from './app.js';
import type { SandboxContext, SandboxEnv } from './context.js';
import { createRandom } from './lib/prng.js';
import { placeOrder } from './orderService.js';
import { DEFAULT_ALLOWED_ORIGINS } from './origins.js';
import { RealtimeHub } from './realtime.js';
import { createSeedStore } from './seed.js';
import type { Store, StoredOrder } from './store.js';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_RESTAURANT_ID } from './seed.js';
export { DEFAULT_ALLOWED_ORIGINS, parseOrigins } from './origins.js';
export { REALTIME_KEY } from './routes/platform.js';
export { RealtimeHub } from './realtime.js';
export type { RealtimeMessage } from './realtime.js';
export { Store } from './store.js';
export type { StoreData, StoredOrder } from './store.js';

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** Seed of the demo data and of the simulator's choices. @default 1 */
  seed?: number;
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** Secret of the JWT and of the realtime channel signatures. @default DEFAULT_SECRET (in memory only) */
  secret?: string;
  /** Development mode: adds POST /sandbox/orders. @default true */
  dev?: boolean;
  /** A store to serve (the Node server passes the one it read from disk); a fresh seed otherwise. */
  store?: Store;
  /** Where log lines go (the password reset link, for example). @default console.log */
  log?: (line: string) => void;
  /** Orders in a fresh seed. @default 500 */
  orderCount?: number;
  /**
   * Makes every change so far durable (the Node server's write-ahead log); a changing request is answered only once
   * it resolves. In-process sandboxes keep their data in memory and need none.
   */
  commit?: () => Promise<void>;
  /** Browser origins CORS answers. @default DEFAULT_ALLOWED_ORIGINS (the back-office and the print app in development) */
  allowedOrigins?: readonly string[];
}

/** A running sandbox. */
export interface Sandbox {
  app: Hono<SandboxEnv>;
  fetch: (request: Request) => Response | Promise<Response>;
  store: Store;
  realtime: RealtimeHub;
  /** The shared context of the routes (for the Node server and the simulator). */
  context: SandboxContext;
  /** Places one new order, as a customer would (the demo restaurant by default). */
  placeOrder: (restaurantId?: number) => StoredOrder;
}

/** The fixed secret of in-memory sandboxes (tests, Storybook); the Node server never uses it (see startServer). */
export const DEFAULT_SECRET = 'backoffice-sandbox-secret';

/**
 * Creates the sandbox in-process.
 * @example
 * const sandbox = createSandbox({ now: () => new Date('2025-01-15T10:00:00Z') });
 * const response = await sandbox.fetch(new Request('http://sandbox/api/v1/configs'));
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const seed = options.seed ?? 1;
  const now = options.now ?? (() => new Date());
  const store = options.store ?? createSeedStore(seed, now(), options.orderCount);
  const realtime = new RealtimeHub();
  const context: SandboxContext = {
    store,
    realtime,
    now,
    secret: options.secret ?? DEFAULT_SECRET,
    random: createRandom(seed + store.orders().length),
    dev: options.dev ?? true,
    log: options.log ?? ((line) => console.log(line)),
    commit: options.commit,
    allowedOrigins: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
  };
  const app = createApp(context);
  return {
    app,
    fetch: (request) => app.fetch(request),
    store,
    realtime,
    context,
    placeOrder: (restaurantId) => placeOrder(context, restaurantId),
  };
}
