import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Stack } from '../support/stack';
import { startStack, tokenPair } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

interface Received {
  origin: string;
  data: { type: string; path?: string; message?: string };
}

/** Opens a parent page on `origin` that frames the app at `path` and records every message it receives. */
async function openParent(origin: string, path: string): Promise<Page> {
  const context = await stack.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/?path=${encodeURIComponent(path)}`);
  return page;
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: Received[] }).received);
const types = async (page: Page) => (await received(page)).map((message) => message.data.type);
const paths = async (page: Page) =>
  (await received(page))
    .filter((message) => message.data.type === 'NAVIGATED')
    .map((message) => message.data.path);
const post = (page: Page, message: unknown) =>
  page.evaluate(
    ([data, target]) => document.querySelector('iframe')?.contentWindow?.postMessage(data, target),
    [message, stack.appUrl] as const,
  );

describe('frame mode', () => {
  it('reports paths, obeys history commands and signs in with a refresh token from an allowed parent', async () => {
    const page = await openParent(stack.allowedParent, '/login');
    await expect.poll(() => types(page)).toContain('PROXY_READY');
    expect(await paths(page)).toEqual(['/login']);
    expect((await received(page)).every((message) => message.origin === stack.appUrl)).toBe(true);

    await post(page, { type: 'LOGIN' });
    await expect
      .poll(async () => (await received(page)).at(-1)?.data)
      .toEqual({
        type: 'LOGIN_FAILED',
        message: 'Missing refresh token',
      });

    const { refresh_token } = await tokenPair(stack, 'admin@example.com');
    await post(page, { type: 'LOGIN', refreshToken: refresh_token });
    await expect.poll(() => types(page)).toContain('LOGGED_IN');
    await expect.poll(() => paths(page)).toEqual(['/login', '/orders']);

    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Orders' }).waitFor();
    // Inline mode: no sidebar inside the frame.
    expect(await frame.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);

    await frame.locator('body').evaluate(() => window.history.pushState(null, '', '/brands'));
    await expect.poll(() => paths(page)).toEqual(['/login', '/orders', '/brands']);
    await post(page, { type: 'HISTORY_BACK' });
    await expect.poll(() => paths(page)).toEqual(['/login', '/orders', '/brands', '/orders']);
    await post(page, { type: 'HISTORY_FORWARD' });
    await expect.poll(() => paths(page)).toEqual(['/login', '/orders', '/brands', '/orders', '/brands']);
    await page.context().close();
  });

  it('ignores a parent of another origin and sends it nothing', async () => {
    const page = await openParent(stack.otherParent, '/login');
    const frame = page.frameLocator('iframe');
    await frame.getByRole('heading', { name: 'Sign in' }).waitFor();
    const app = page.frames().find((candidate) => candidate.url().startsWith(stack.appUrl));
    if (!app) throw new Error('the parent page has no frame of the app');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.frame() === app && new URL(request.url()).pathname.startsWith('/api/v1/auth')) {
        asked.push(request.url());
      }
    });
    // A listener of the test inside the frame, added after the app's own: it sees each message after the app.
    await app.evaluate(() => {
      const frameWindow = window as unknown as { seen: unknown[] };
      frameWindow.seen = [];
      addEventListener('message', (event) => frameWindow.seen.push(event.data));
    });
    const { refresh_token } = await tokenPair(stack, 'admin@example.com');
    await post(page, { type: 'LOGIN', refreshToken: refresh_token });
    await post(page, { type: 'HISTORY_BACK' });
    await post(page, { type: 'E2E_LAST' });
    // Messages arrive in order: once the frame has seen the last one, the app has had (and ignored) the others.
    await expect
      .poll(() =>
        app.evaluate(() =>
          (window as unknown as { seen: Array<{ type?: unknown }> }).seen.some(
            (message) => message.type === 'E2E_LAST',
          ),
        ),
      )
      .toBe(true);
    // The app announces itself (PROXY_READY) 200 ms after it starts: a 200 ms timer set in the frame now fires
    // after that one, however busy the machine.
    await app.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(await received(page)).toEqual([]);
    // It did not act on the LOGIN: no sign-in call to the platform.
    expect(asked).toEqual([]);
    expect(await frame.getByRole('heading', { name: 'Sign in' }).isVisible()).toBe(true);
    const jwt = (await page.context().cookies(stack.appUrl)).find((cookie) => cookie.name === 'jwt');
    expect(jwt).toBeUndefined();
    await page.context().close();
  });
});
