import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

import { serve } from '@hono/node-server';

import { DEFAULT_SECRET, createSandbox } from '../index.js';
import type { Sandbox } from '../index.js';
import { openFileStore } from './fileStore.js';
import { attachPusherServer } from './pusherServer.js';
import { startSimulator } from './simulator.js';
import type { SimulatorOptions } from './simulator.js';

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
  secret?: string;
  seed?: number;
  now?: () => Date;
  log?: (line: string) => void;
  orderCount?: number;
  /** Debounce of the data file writes. */
  writeDelayMs?: number;
}

/** A running Node sandbox. */
export interface RunningServer {
  url: string;
  realtimeUrl: string;
  port: number;
  sandbox: Sandbox;
  seeded: boolean;
  /** Writes pending data now. */
  flush(): void;
  close(): Promise<void>;
}

/** Starts the sandbox on Node: HTTP API and Pusher realtime on one port, data on disk, the simulator. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const now = options.now ?? (() => new Date());
  const secret = options.secret ?? DEFAULT_SECRET;
  const files = openFileStore({
    dir: options.dataDir ?? DEFAULT_DATA_DIR,
    reset: options.reset,
    seed: options.seed,
    now: now(),
    delayMs: options.writeDelayMs,
    orderCount: options.orderCount,
  });
  const sandbox = createSandbox({
    store: files.store,
    now,
    secret,
    dev: options.dev ?? true,
    seed: options.seed,
    log: options.log,
  });
  const host = options.host ?? '127.0.0.1';
  const server = await new Promise<Server>((resolve) => {
    const started = serve({ fetch: sandbox.app.fetch, port: options.port ?? 8787, hostname: host }, () =>
      resolve(started as Server),
    );
  });
  const pusher = attachPusherServer(server, sandbox.realtime, secret);
  const stopSimulator =
    options.simulator === false ? () => undefined : startSimulator(sandbox.context, options.simulator);
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    realtimeUrl: `ws://${host}:${port}/app/backoffice-sandbox`,
    port,
    sandbox,
    seeded: files.seeded,
    flush: files.flush,
    close: async () => {
      stopSimulator();
      await pusher.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections?.();
      });
      files.close();
    },
  };
}
