import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { serve } from '@hono/node-server';

import { DEFAULT_ALLOWED_ORIGINS, createSandbox, parseOrigins } from '../index.js';
import type { Sandbox } from '../index.js';
import { openFileStore } from './fileStore.js';
import { attachPusherServer } from './pusherServer.js';
import { resolveSecret } from './secret.js';
import { startSimulator } from './simulator.js';
import type { SimulatorOptions } from './simulator.js';
import { withCompression } from './compression.js';

/** The default data folder: packages/sandbox/.sandbox-data (git-ignored). */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../.sandbox-data', import.meta.url));

/** Options of the Node server. */
export interface ServerOptions {
  port?: number;
  host?: string;
  dataDir?: string;
  reset?: boolean;
  /** Development mode (POST /sandbox/orders). @default true */
  dev?: boolean;
  /** The simulator, or false for none. */
  simulator?: SimulatorOptions | false;
  /**
   * Secret of the JWTs and the channel signatures. Without one the data folder keeps its own random secret;
   * production mode (`dev: false`) refuses to start without one.
   */
  secret?: string;
  seed?: number;
  now?: () => Date;
  log?: (line: string) => void;
  orderCount?: number;
  /**
   * Browser origins allowed to call the API with credentials and to open realtime sockets.
   * @default SANDBOX_ALLOWED_ORIGINS (comma separated), else DEFAULT_ALLOWED_ORIGINS
   */
  allowedOrigins?: readonly string[];
  /** @deprecated Writes are no longer debounced (each is on disk before its answer); ignored. */
  writeDelayMs?: number;
}

/** A running Node sandbox. */
export interface RunningServer {
  url: string;
  realtimeUrl: string;
  port: number;
  sandbox: Sandbox;
  seeded: boolean;
  /** Writes of the log replayed on start (0 after a clean stop). */
  replayed: number;
  /** Writes everything into a new snapshot now. */
  flush(): void;
  close(): Promise<void>;
}

/** Starts the sandbox on Node: HTTP API and Pusher realtime on one port, data on disk, the simulator. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  mkdirSync(dataDir, { recursive: true });
  const secret = resolveSecret({ secret: options.secret, dataDir, production: options.dev === false });
  const log = options.log ?? ((line: string) => console.log(line));
  const allowedOrigins =
    options.allowedOrigins ?? parseOrigins(process.env.SANDBOX_ALLOWED_ORIGINS) ?? DEFAULT_ALLOWED_ORIGINS;
  const files = openFileStore({
    dir: dataDir,
    reset: options.reset,
    seed: options.seed,
    now: now(),
    orderCount: options.orderCount,
    log,
  });
  const sandbox = createSandbox({
    store: files.store,
    now,
    secret,
    dev: options.dev ?? true,
    seed: options.seed,
    log,
    commit: files.commit,
    allowedOrigins,
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      { fetch: withCompression(sandbox.app.fetch), port: options.port ?? 8787, hostname: host },
      () => resolve(started as Server),
    );
  });
  const pusher = attachPusherServer(server, sandbox.realtime, { secret, log, allowedOrigins });
  const stopSimulator =
    options.simulator === false ? () => undefined : startSimulator(sandbox.context, options.simulator);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    realtimeUrl: `ws://${host}:${port}/app/backoffice-sandbox`,
    port,
    sandbox,
    seeded: files.seeded,
    replayed: files.replayed,
    flush: files.flush,
    close: async () => {
      stopSimulator();
      await pusher.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
      await files.close();
    },
  };
}
