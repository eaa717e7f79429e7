import type { Locator, Page } from 'playwright-core';

import { approveAllIncoming, incomingOrdersDecided, openLiveAsRestaurant } from './incomingOrders';
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
  const page = await openLiveAsRestaurant(stack, {
    context: { viewport, reducedMotion: 'reduce' },
    ...(initScript === undefined ? {} : { initScript }),
  });
  await approveAllIncoming(page);
  await incomingOrdersDecided(page);
  await activeOrderPanel(page).waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The selected order's panel on the live screen. */
export const activeOrderPanel = (page: Page): Locator => page.getByRole('region', { name: /^Order / });
