import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approveAllIncoming } from '../support/incomingOrders';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** The accounts that meet the incoming-order dialog (restaurant admins). */
const restaurantAdmins = new Set(['restaurant@example.com', 'chain@example.com', 'canteen@example.com']);

const accounts = [
  'admin@example.com',
  'company@example.com',
  'restaurant@example.com',
  'chain@example.com',
  'billing@example.com',
  'canteen@example.com',
];

/** The pages no sidebar link may lead to, in either language. */
const dead = ['Access denied', 'Page not found', 'Hozzáférés megtagadva', 'Az oldal nem található'];

describe('moving through the app', () => {
  it.each(accounts)(
    '%s opens every page of its sidebar, in English and Hungarian, and signs out',
    async (email) => {
      const context = await stack.browser.newContext({ baseURL: stack.appUrl });
      const page = await context.newPage();
      await page.goto('/login');
      await signInWith(page, email);
      await page.waitForURL((url) => url.pathname !== '/login');
      if (restaurantAdmins.has(email)) {
        await approveAllIncoming(page);
        // Orders of the seed come due while the walk goes on (their prepare start comes), and the incoming-order
        // carousel is modal over every screen: whenever it blocks a click, its orders are approved first.
        await page.addLocatorHandler(page.getByRole('dialog', { name: 'New orders' }), () =>
          approveAllIncoming(page),
        );
      }

      for (const [language, navigationName] of [
        ['English', 'Main navigation'],
        ['Hungarian', 'Fő navigáció'],
      ] as const) {
        if (language === 'Hungarian') await page.getByRole('radio', { name: 'Hungarian' }).click();
        const nav = page.getByRole('navigation', { name: navigationName });
        await nav.waitFor();
        // Links inside the app only (the order-now link leaves for the public front end).
        const targets = await nav
          .locator('a[href^="/"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
        expect(targets.length).toBeGreaterThan(0);
        for (const target of targets) {
          await nav.locator(`a[href="${target}"]`).first().click();
          await page.waitForURL((url) => url.pathname === target.split('?')[0]);
          const heading = page.getByRole('heading', { level: 1 }).first();
          await heading.waitFor();
          const text = (await heading.innerText()).trim();
          expect(text, `${language} ${target}`).not.toBe('');
          expect(dead, `${language} ${target} shows "${text}"`).not.toContain(text);
        }
      }

      await page.getByRole('button', { name: /^(Account of|.* fiókja$)/ }).click();
      await page.getByRole('menuitem', { name: /Sign out|Kijelentkezés/ }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await context.close();
    },
  );
});
