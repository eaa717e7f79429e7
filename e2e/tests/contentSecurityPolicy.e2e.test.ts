// The production build under its Content-Security-Policy (README "Deploying"): the meta tag the build writes, plus
// the header a server of a run-time configured deployment sends (connect-src from its settings, frame-ancestors).
// Signing in, the admin's orders table and cancel e-mail editor, and the restaurant's live orders (with the realtime
// socket) work, and the page reports no violation and no console error.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import {
  contentSecurityPolicy,
  frameAncestors,
} from '../../apps/backoffice/src/config/contentSecurityPolicy';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/**
 * Whether the header also requires Trusted Types (read at each page request): the orders screens run under them,
 * the rich text editor does not (see contentSecurityPolicy.ts), so the build's policy leaves them out.
 */
let requireTrustedTypes = false;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({
    pageHeaders: (appUrl) => ({ 'content-security-policy': headerPolicy(appUrl) }),
  });
});
afterAll(async () => {
  await stack?.close();
});

const contexts: BrowserContext[] = [];
afterEach(async () => {
  requireTrustedTypes = false;
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** The header the README tells a server to send, for the stack's settings (its /config.json). */
function headerPolicy(appUrl: string): string {
  const port = new URL(appUrl).port;
  const policy = contentSecurityPolicy(
    {
      VITE_API_BASE_URL: '/api/v1',
      VITE_FRONTEND_API_URL: '/frontend-api',
      VITE_REALTIME_URL: `ws://127.0.0.1:${port}/app/backoffice-sandbox`,
    },
    { connect: true, trustedTypes: requireTrustedTypes },
  );
  return `${policy}; ${frameAncestors(['http://127.0.0.1:*'])}`;
}

/** A page (its document comes with the policy header) that records violations and console errors. */
async function pageUnderPolicy(): Promise<{
  page: Page;
  violations: () => Promise<string[]>;
  errors: string[];
}> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  contexts.push(context);
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // The browser's own favicon request (the app has none) is not the app's error.
    if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico')) {
      errors.push(`${message.text()} ${message.location().url}`);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    page,
    errors,
    violations: () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  };
}

describe('the Content-Security-Policy of the build', () => {
  it('is written into index.html: scripts of its own origin only, no plugins, no base', async () => {
    const { page } = await pageUnderPolicy();
    await page.goto('/login');
    const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    expect(meta).toContain("script-src 'self';");
    expect(meta).toContain("object-src 'none'");
    expect(meta).toContain("base-uri 'none'");
  });

  it('lets the admin sign in and work in the orders table with no violation, even with Trusted Types', async () => {
    requireTrustedTypes = true;
    const { page, violations, errors } = await pageUnderPolicy();
    await page.goto('/login?redirectTo=%2Forders');
    await signInWith(page, 'admin@example.com');
    const table = page.getByRole('table', { name: 'Orders' });
    await table.getByRole('row').nth(1).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lets the admin write a cancel e-mail in the rich text editor with no violation', async () => {
    const { page, violations, errors } = await pageUnderPolicy();
    await page.goto(`/login?redirectTo=${encodeURIComponent('/orders?filter[status]=new')}`);
    await signInWith(page, 'admin@example.com');
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Not every new order can be cancelled (canteen orders, orders whose delivery is not processed yet).
    let opened = false;
    for (let index = 0; index < Math.min(await rows.count(), 10) && !opened; index += 1) {
      await rows.nth(index).getByRole('button', { name: 'Order actions' }).click();
      await page.getByRole('menu').waitFor();
      const cancel = page.getByRole('menuitem', { name: 'Cancel order' });
      if ((await cancel.count()) === 0) {
        await page.keyboard.press('Escape');
        continue;
      }
      opened = true;
      await cancel.click();
    }
    expect(opened).toBe(true);
    const editor = page.getByRole('dialog').getByRole('textbox', { name: /e-mail/i });
    await editor.click();
    await page.keyboard.type('Sorry, the restaurant is closed.');
    await page.keyboard.press('Control+a');
    await page.keyboard.press('Control+b');
    await expect.poll(() => editor.innerHTML()).toContain('<strong>');

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('lets a restaurant sign in to its live orders, connected to the realtime service, with no violation, even with Trusted Types', async () => {
    requireTrustedTypes = true;
    const { page, violations, errors } = await pageUnderPolicy();
    await page.goto('/login');
    await signInWith(page, 'restaurant@example.com');
    await page.waitForURL(/\/orders\/active/);
    // includeHidden: the incoming-order carousel (modal) may already lie over the screen.
    await page
      .getByRole('status', { name: 'Live updates', includeHidden: true })
      .getByText(/Connected/)
      .waitFor();

    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('reports what it blocks (the listener works): an inline script is refused', async () => {
    const { page, violations } = await pageUnderPolicy();
    await page.goto('/login');
    await page.getByRole('form', { name: 'Sign in to the back-office' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.body.append(script);
    });
    await expect.poll(violations).not.toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { inlineRan?: boolean }).inlineRan),
    ).toBeUndefined();
  });
});
