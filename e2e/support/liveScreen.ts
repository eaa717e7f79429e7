import type { Locator, Page } from 'playwright-core';

import { approveAllIncoming, incomingOrdersDecided } from './incomingOrders';
import { signInWith } from './signIn';
import type { Stack } from './stack';

/**
 * The restaurant admin's live screen in a new context of the given viewport: signed in, live updates connected,
 * past the orders the seed has due (the incoming-order dialog is modal until each is handled), with an active
 * order shown and the fonts loaded.
 */
export async function openLiveScreen(
  stack: Stack,
  viewport: { width: number; height: number },
  { initScript }: { initScript?: string } = {},
): Promise<Page> {
  const context = await stack.browser.newContext({ viewport, reducedMotion: 'reduce' });
  if (initScript) await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL(/\/orders\/active/);
  await page
    .getByRole('status', { name: 'Live updates', includeHidden: true })
    .getByText(/Connected/)
    .waitFor();
  await approveAllIncoming(page);
  await incomingOrdersDecided(page);
  await activeOrderPanel(page).waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The selected order's panel on the live screen. */
export const activeOrderPanel = (page: Page): Locator => page.getByRole('region', { name: /^Order / });
