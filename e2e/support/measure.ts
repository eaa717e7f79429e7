import { gzipSync } from 'node:zlib';

import type { BrowserContext, Response } from 'playwright-core';

import { signInWith } from './signIn';
import type { Stack } from './stack';

/** JavaScript and CSS a page loaded, gzip-compressed sizes in bytes. */
export interface LoadedBytes {
  js: number;
  css: number;
  files: number;
  /**
   * The part of `js` that is the realtime client (pusher-js, `assets/realtime-*.js`, apps/backoffice/vite.config.ts),
   * which the app loads once the first screen's rows are shown.
   */
  realtimeJs: number;
}

/** The realtime client's chunk, named so by the app's build. */
const REALTIME_CHUNK = /\/assets\/realtime-[^/]*\.js$/;

/** Figures of the production build in Chromium. */
export interface LoadFigures {
  login: LoadedBytes;
  firstScreen: LoadedBytes;
  /** Navigation start to the sign-in form answering (its button enabled), ms. */
  loginInteractiveMs: number;
}

function collect(context: BrowserContext): { done: () => Promise<LoadedBytes> } {
  const responses: Response[] = [];
  context.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  return {
    done: async () => {
      const totals: LoadedBytes = { js: 0, css: 0, files: 0, realtimeJs: 0 };
      for (const response of responses) {
        const size = gzipSync(await response.body(), { level: 9 }).length;
        if (response.request().resourceType() === 'script') {
          totals.js += size;
          if (REALTIME_CHUNK.test(new URL(response.url()).pathname)) totals.realtimeJs += size;
        } else totals.css += size;
        totals.files += 1;
      }
      return totals;
    },
  };
}

/** Loads /login in a fresh context (no cache): what it loads and when its form answers. */
export async function measureLogin(
  stack: Stack,
): Promise<{ login: LoadedBytes; loginInteractiveMs: number; context: BrowserContext }> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  const loginLoad = collect(context);
  const page = await context.newPage();
  await page.goto('/login');
  const button = page.getByRole('button', { name: 'Sign in' });
  await button.waitFor();
  await page.waitForFunction(() => {
    const submit = [...document.querySelectorAll('form button[type=submit]')][0];
    return submit instanceof HTMLButtonElement && !submit.disabled;
  });
  const loginInteractiveMs = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  return { login: await loginLoad.done(), loginInteractiveMs, context };
}

/**
 * Measures /login (see measureLogin); then signs in and loads the first screen (/orders) fresh, measuring what
 * that page loads.
 */
export async function measureLoad(stack: Stack): Promise<LoadFigures> {
  const { login, loginInteractiveMs, context: loginContext } = await measureLogin(stack);
  const [page] = loginContext.pages();
  if (!page) throw new Error('The sign-in page closed before the sign-in');
  await signInWith(page, 'admin@example.com');
  await page.waitForURL(`${stack.appUrl}/orders`);
  const state = await loginContext.storageState();
  await loginContext.close();

  const screenContext = await stack.browser.newContext({ baseURL: stack.appUrl, storageState: state });
  const screenLoad = collect(screenContext);
  const screen = await screenContext.newPage();
  await screen.goto('/orders');
  await screen.getByRole('heading', { level: 1, name: 'Orders' }).waitFor();
  await screen.waitForLoadState('networkidle');
  const firstScreen = await screenLoad.done();
  await screenContext.close();
  return { login, firstScreen, loginInteractiveMs };
}
