// The deployment settings (README "Deploying"): a build configured at run time through config.json calls the
// platform it names, and a build with nothing configured shows the configuration error page instead of calling
// anything.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/**
 * A second platform address: a small server on its own port that records every request and forwards it to the
 * sandbox, answering CORS for the app's origin as a platform on another host does.
 */
async function startRecordingPlatform(target: () => string) {
  const seen: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const origin = request.headers.origin ?? '*';
    response.setHeader('access-control-allow-origin', origin);
    response.setHeader('access-control-allow-credentials', 'true');
    response.setHeader('access-control-expose-headers', 'Content-Disposition, ETag');
    response.setHeader('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response.setHeader('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE');
      response.setHeader(
        'access-control-allow-headers',
        request.headers['access-control-request-headers'] ?? 'content-type, authorization',
      );
      response.statusCode = 204;
      response.end();
      return;
    }
    seen.push(`${request.method} ${request.url}`);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers();
      for (const name of ['content-type', 'authorization', 'accept', 'accept-language', 'if-match']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
      fetch(`${target()}${request.url}`, {
        method: request.method,
        headers,
        ...(hasBody ? { body: Buffer.concat(chunks) } : {}),
      }).then(
        async (answer) => {
          response.statusCode = answer.status;
          for (const name of ['content-type', 'etag', 'content-disposition']) {
            const value = answer.headers.get(name);
            if (value) response.setHeader(name, value);
          }
          response.end(Buffer.from(await answer.arrayBuffer()));
        },
        () => {
          response.statusCode = 502;
          response.end();
        },
      );
    });
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolveClose) => server.close(() => resolveClose())),
  };
}

describe('a build configured at run time (config.json)', () => {
  let stack: Stack;
  let platform: Awaited<ReturnType<typeof startRecordingPlatform>>;
  beforeAll(async () => {
    let sandboxUrl = '';
    platform = await startRecordingPlatform(() => sandboxUrl);
    stack = await startStack({
      runtimeConfig: {
        apiBaseUrl: `${platform.url}/api/v1`,
        frontendApiUrl: `${platform.url}/frontend-api`,
      },
    });
    sandboxUrl = stack.sandbox.url;
  });
  afterAll(async () => {
    await stack?.close();
    await platform?.close();
  });

  it('calls the platform that config.json names, not its own origin', async () => {
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    const ownOriginCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${stack.appUrl}/api/`)) ownOriginCalls.push(request.url());
    });
    await page.goto('/login?redirectTo=%2Forders');
    await signInWith(page, 'admin@example.com');
    await page.getByRole('table', { name: 'Orders' }).waitFor();

    expect(platform.seen).toContain('GET /api/v1/configs');
    expect(platform.seen).toContain('POST /api/v1/auth');
    await expect.poll(() => platform.seen.some((call) => call.startsWith('GET /api/v1/orders?'))).toBe(true);
    expect(ownOriginCalls).toEqual([]);
    await context.close();
  });
});

describe('a build whose settings cannot be used', () => {
  let stack: Stack;
  beforeAll(async () => {
    // config.json names the API by a protocol-relative address, which could lead anywhere.
    stack = await startStack({ runtimeConfig: { apiBaseUrl: '//platform.example/api/v1' } });
  });
  afterAll(async () => {
    await stack?.close();
  });
  const contexts: Array<{ close: () => Promise<void> }> = [];
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  it.each([
    ['en', 'The back-office settings are not valid', 'Settings that are not valid:'],
    ['hu', 'A back-office beállításai érvénytelenek', 'Érvénytelen beállítások:'],
  ])('shows the configuration error page in %s and calls no platform', async (locale, title, invalid) => {
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    contexts.push(context);
    await context.addCookies([{ name: 'locale', value: locale, url: stack.appUrl }]);
    const page = await context.newPage();
    const platformCalls: string[] = [];
    page.on('request', (request) => {
      if (/\/(api|frontend-api|app)\//.test(new URL(request.url()).pathname))
        platformCalls.push(request.url());
    });
    await page.goto('/login');

    const alert = page.getByRole('alert');
    await expect.poll(() => alert.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await expect.poll(() => alert.textContent()).toContain(`${invalid} apiBaseUrl`);
    expect(platformCalls).toEqual([]);
  });
});
