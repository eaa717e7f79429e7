// Error reporting (spec orders-auth-routes section 8, README "Deploying" `errorReportingDsn`): the Sentry client is a
// chunk of its own, outside the entry's static imports; a deployment without a DSN never downloads it, and one with
// a DSN sends a 500 of the sign-in to the service.
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { APP_DIST, startStack } from '../support/stack';

/** Text only the Sentry client carries (its SDK name and the envelope endpoint's key parameter). */
const SENTRY_MARKER = /sentry\.javascript\.|sentry_key/;

const assetsDir = join(APP_DIST, 'assets');
const readAsset = (file: string) => readFileSync(join(assetsDir, file), 'utf8');

/** The JS files the page loads before any dynamic import: the entry and everything it imports statically. */
function entryChunks(): string[] {
  const html = readFileSync(join(APP_DIST, 'index.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="[^"]*\/assets\/([^"]+\.js)"/g)].map(
    (match) => match[1] ?? '',
  );
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    // Static imports only (`import{…}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`.
    for (const match of readAsset(file).matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)) {
      pending.push(match[1] ?? '');
    }
  }
  return [...seen];
}

/** The built chunks that hold the Sentry client. */
const sentryChunks = () =>
  readdirSync(assetsDir).filter((file) => file.endsWith('.js') && SENTRY_MARKER.test(readAsset(file)));

/** A stand-in for the error-reporting service: records the envelopes posted to it. */
async function startReportingService() {
  const envelopes: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'POST');
      response.setHeader(
        'access-control-allow-headers',
        request.headers['access-control-request-headers'] ?? '*',
      );
      response.statusCode = 204;
      response.end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/api/42/envelope/'))
        envelopes.push(Buffer.concat(chunks).toString('utf8'));
      response.statusCode = 200;
      response.setHeader('content-type', 'application/json');
      response.end('{}');
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/42`,
    envelopes,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

describe('the built error-reporting client', () => {
  it('is a chunk of its own, outside the entry and its static imports', () => {
    const chunks = sentryChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const entry = entryChunks();
    expect(entry.length).toBeGreaterThan(0);
    expect(entry.filter((file) => chunks.includes(file))).toEqual([]);
  });
});

describe('a deployment without a DSN', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('never downloads the error-reporting client, even when the sign-in fails with a 500', async () => {
    const chunks = sentryChunks();
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
    await page.route('**/api/v1/auth', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.goto('/login');
    const failed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/auth' && response.status() === 500,
    );
    await signInWith(page, 'admin@example.com');
    await failed;
    // The form takes another submit once it is no longer busy with the refused one: a click before that is
    // ignored, as it is for a user (the response can reach the test before the page has handled it).
    const submit = page.getByRole('button', { name: 'Sign in' });
    await expect.poll(() => submit.getAttribute('aria-busy')).toBeNull();
    await page.unroute('**/api/v1/auth');
    await signInWith(page, 'admin@example.com');
    await page.getByRole('table', { name: 'Orders' }).waitFor();
    expect(loaded.filter((path) => chunks.some((file) => path.endsWith(`/${file}`)))).toEqual([]);
    await context.close();
  });
});

describe('a deployment with a DSN (config.json)', () => {
  let stack: Stack;
  let service: Awaited<ReturnType<typeof startReportingService>>;
  beforeAll(async () => {
    service = await startReportingService();
    stack = await startStack({ runtimeConfig: { errorReportingDsn: service.dsn } });
  });
  afterAll(async () => {
    await stack?.close();
    await service?.close();
  });

  it('loads the client and sends a 500 of the sign-in to the service', async () => {
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    await page.route('**/api/v1/auth', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Platform down"}' }),
    );
    await page.goto('/login');
    await signInWith(page, 'admin@example.com');
    await expect
      .poll(() => service.envelopes.find((envelope) => envelope.includes('ServerError')))
      .toContain('Platform down');
    await context.close();
  });
});
