// The stack every end-to-end test runs against: a fresh sandbox (temporary data folder, free port, a clock the
// test can move), `vite preview` of the built back-office (apps/backoffice/dist) proxying /api and /frontend-api to
// it, and one headless Chromium.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createHttpServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import type { RunningServer } from '@backoffice/sandbox/node';
import { startServer } from '@backoffice/sandbox/node';
import type { Browser } from 'playwright-core';
import { chromium } from 'playwright-core';

import type { PreviewServer } from 'vite';

import { STEP_TIMEOUT_MS } from './bounds';
import { previewOnFreePort } from './previewServer';

import { CHROMIUM_ARGS, requireChromium } from '../tools/chromium.mjs';

/**
 * The built app the tests serve: apps/backoffice/dist, or the folder named by E2E_APP_DIST (a build made with
 * `vite build --outDir <folder>`, so that two people testing on one machine do not overwrite each other's build).
 */
export const APP_DIST = resolve(
  process.env.E2E_APP_DIST ?? resolve(import.meta.dirname, '../../apps/backoffice/dist'),
);

/** A running stack. */
export interface Stack {
  /** The app's origin, e.g. http://127.0.0.1:41234. */
  appUrl: string;
  sandbox: RunningServer;
  browser: Browser;
  /**
   * Origins of two parent pages (same site as the app, so its SameSite=Lax cookies work inside the frame): the first
   * is configured as an allowed frame parent, the second is not. `GET /?path=/login` frames the app at that path
   * and records every message the page receives in `window.received`.
   */
  allowedParent: string;
  otherParent: string;
  /** Moves the sandbox's clock (tokens are issued and checked against it). */
  setClockOffset: (ms: number) => void;
  close: () => Promise<void>;
}

/** How a stack is started. */
export interface StackOptions {
  /**
   * Settings laid over the sandbox's in the `/config.json` the preview server serves next to index.html (the app's
   * run-time configuration, README "Deploying"): e.g. `{ apiBaseUrl: 'http://127.0.0.1:9/api/v1' }`.
   */
  runtimeConfig?: Record<string, unknown>;
  /** Headers the preview server adds to the app's page, given the app's origin (e.g. a Content-Security-Policy). */
  pageHeaders?: (appUrl: string) => Record<string, string>;
}

/**
 * Starts the stack. The preview server adds the frame-parent-origins meta tag to the page, the way a hosting page
 * configures the allowed parents without a rebuild, and serves the sandbox's settings as `/config.json`.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(join(APP_DIST, 'index.html'))) {
    throw new Error(`Build the app first (npm run build -w @backoffice/app): ${APP_DIST} has no index.html`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  let offsetMs = 0;
  const sandbox = await startServer({
    port: 0,
    dataDir,
    simulator: false,
    orderCount: 40,
    now: () => new Date(Date.now() + offsetMs),
    log: () => undefined,
    writeDelayMs: 60_000,
  });
  // The app's origin is known once the preview server has bound its port; the parent pages frame it from then on.
  let appUrl = '';
  const parents = await Promise.all([startParentPage(() => appUrl), startParentPage(() => appUrl)]);
  const [allowedParent, otherParent] = parents.map((parent) => parent.origin) as [string, string];
  const page = readFileSync(join(APP_DIST, 'index.html'), 'utf8').replace(
    '<head>',
    `<head><meta name="backoffice-frame-parent-origins" content="${allowedParent}">`,
  );
  let server: PreviewServer | undefined;
  let browser: Browser | undefined;
  try {
    const started = await previewOnFreePort((port) => {
      // The sandbox's settings, given explicitly (a build has no sandbox defaults): the platform and the realtime
      // socket through this server's proxy.
      const runtimeConfig = JSON.stringify({
        apiBaseUrl: '/api/v1',
        frontendApiUrl: '/frontend-api',
        realtimeUrl: `ws://127.0.0.1:${port}/app/backoffice-sandbox`,
        ...options.runtimeConfig,
      });
      const origin = `http://127.0.0.1:${port}`;
      return {
        configFile: false,
        root: resolve(APP_DIST, '..'),
        logLevel: 'error',
        build: { outDir: APP_DIST },
        preview: {
          proxy: {
            '/api': { target: sandbox.url, changeOrigin: true },
            '/frontend-api': { target: sandbox.url, changeOrigin: true },
            // The realtime socket (the served config.json names this origin's /app/{key}).
            '/app': { target: sandbox.url, ws: true },
          },
        },
        plugins: [
          {
            name: 'e2e-frame-origins',
            configurePreviewServer(preview) {
              preview.middlewares.use((request, response, next) => {
                const path = (request.url ?? '/').split('?')[0] ?? '/';
                if (request.method === 'GET' && path === '/config.json') {
                  response.setHeader('content-type', 'application/json');
                  response.setHeader('cache-control', 'no-store');
                  response.end(runtimeConfig);
                  return;
                }
                const isPage =
                  !path.startsWith('/assets/') && !path.startsWith('/api') && !/\.\w+$/.test(path);
                if (request.method !== 'GET' || !isPage) return next();
                response.setHeader('content-type', 'text/html');
                for (const [name, value] of Object.entries(options.pageHeaders?.(origin) ?? {})) {
                  response.setHeader(name, value);
                }
                response.end(page);
              });
            },
          },
        ],
      };
    });
    server = started.server;
    appUrl = started.origin;
    browser = prepareContexts(
      await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS }),
    );
  } catch (error) {
    await browser?.close();
    await server?.close();
    await sandbox.close();
    await Promise.all(parents.map((parent) => parent.close()));
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  const running = browser;
  const previewServer = server;
  return {
    appUrl,
    sandbox,
    browser: running,
    allowedParent,
    otherParent,
    setClockOffset: (ms) => {
      offsetMs = ms;
    },
    close: async () => {
      await running.close();
      await previewServer.close();
      await sandbox.close();
      await Promise.all(parents.map((parent) => parent.close()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A parent page on its own loopback port (Chromium lets a loopback page frame another loopback page). */
async function startParentPage(
  appUrl: () => string,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const server: Server = createHttpServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://parent').searchParams.get('path') ?? '/';
    response.setHeader('content-type', 'text/html');
    response.end(`<!doctype html><title>Parent</title><script>
      window.received = [];
      addEventListener('message', (event) => window.received.push({ origin: event.origin, data: event.data }));
    </script><iframe title="back-office" src="${appUrl()}${path}" width="1200" height="800"></iframe>`);
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

/** Demo accounts (packages/sandbox README). */
export const PASSWORD = 'Demo-1234';

/** Signs in through the platform directly (no browser): the token pair. */
export async function tokenPair(
  stack: Stack,
  email: string,
): Promise<{ token: string; refresh_token: string }> {
  const response = await fetch(`${stack.sandbox.url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${response.status}`);
  return (await response.json()) as { token: string; refresh_token: string };
}

export { STEP_TIMEOUT_MS };

/**
 * Every context starts with notifications allowed, as on a restaurant's service tablet: otherwise the permission
 * dialog (shown to restaurant admins until they allow notifications) would cover every restaurant screen in every
 * test. The dialog's own behaviour is covered by the app's component tests. Every context also gets the step
 * timeout.
 */
function prepareContexts(browser: Browser): Browser {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext({
      ...options,
      permissions: [...(options?.permissions ?? []), 'notifications'],
    });
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  return browser;
}
