import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sidebarEntries, signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('language', () => {
  it('switches to Hungarian: texts, name order and the locale cookie', async () => {
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    await page.goto('/login');
    await signInWith(page, 'admin@example.com');
    await page.waitForURL(`${stack.appUrl}/orders`);
    const header = page.locator('header');
    await header.getByRole('button', { name: 'Account of Ada Admin' }).waitFor();
    expect(await header.getByText('Ada Admin', { exact: true }).isVisible()).toBe(true);

    await page.getByRole('radio', { name: 'Hungarian' }).click();

    await header.getByRole('button', { name: 'Admin Ada fiókja' }).waitFor();
    expect(await header.getByText('Admin Ada', { exact: true }).isVisible()).toBe(true);
    expect((await sidebarEntries(page, 'Fő navigáció')).slice(0, 4)).toEqual([
      'Rendelések',
      'Kiszállítások',
      'Menzák',
      'Éttermek',
    ]);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Rendelések');
    expect(await page.title()).toBe('Rendelések - Back-office');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hu');
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale?.value).toBe('hu');

    // The choice is kept: a new visit starts in Hungarian.
    await page.reload();
    await header.getByRole('button', { name: 'Admin Ada fiókja' }).waitFor();
    await context.close();
  });

  it('lays the platform translations over the bundled ones', async () => {
    const entry = stack.sandbox.sandbox.store
      .list('translations')
      .find((item) => item.locale === 'en' && item.key === 'menu.deliveries');
    expect(entry).toBeDefined();
    stack.sandbox.sandbox.store.update('translations', entry?.id ?? 0, { value: 'Courier jobs' });
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    const page = await context.newPage();
    await page.goto('/login');
    await signInWith(page, 'admin@example.com');
    await page.waitForURL(`${stack.appUrl}/orders`);
    await expect
      .poll(async () => (await sidebarEntries(page)).slice(0, 3))
      .toEqual(['Orders', 'Courier jobs', 'Canteens']);
    await context.close();
  });

  it('keeps the bundled texts and shows the request-error toast when the platform translations fail', async () => {
    const context = await stack.browser.newContext({ baseURL: stack.appUrl });
    await context.route('**/api/v1/public/translations/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/ld+json',
        body: JSON.stringify({
          '@type': 'hydra:Error',
          'hydra:title': 'An error occurred',
          message: 'Translations are down',
        }),
      }),
    );
    const page = await context.newPage();
    await page.goto('/login');
    const toast = page.getByRole('region', { name: 'Notifications' });
    await expect.poll(() => toast.innerText()).toContain('Request error');
    expect(await toast.innerText()).toContain('Translations are down');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Sign in');
    await context.close();
  });
});
