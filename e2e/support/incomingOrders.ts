import type { Page } from 'playwright-core';

import { signInWith } from './signIn';
import type { Stack } from './stack';

/**
 * Approves every order of the incoming-order carousel until it closes. Restaurant admins meet it first (the seed
 * has orders due now): it is modal over every screen until each order is handled, as during service.
 */
export async function approveAllIncoming(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New orders' });
  await dialog.waitFor({ timeout: 3_000 }).catch(() => undefined);
  for (let left = 0; left < 50 && (await dialog.isVisible()); left += 1) {
    // The keyboard: the warnings of already-approved orders (10 s toasts) may lie over the button.
    await dialog.getByRole('button', { name: 'Approve' }).first().press('Enter');
    await page.waitForTimeout(300);
  }
  await dialog.waitFor({ state: 'hidden', timeout: 10_000 });
}

/**
 * Signs restaurant@example.com in on a new browser context and waits until its live screen is connected to the
 * realtime service; `approveAllIncoming` then gets past the orders the seed has due.
 */
export async function openLiveAsRestaurant(stack: Stack): Promise<Page> {
  const context = await stack.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL(/\/orders\/active/, { timeout: 15_000 });
  await page
    .getByRole('status', { name: 'Live updates' })
    .getByText(/Connected/)
    .waitFor({ timeout: 15_000 });
  return page;
}
