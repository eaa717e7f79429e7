import type { BrowserContextOptions, Page } from 'playwright-core';

import { signInWith } from './signIn';
import type { Stack } from './stack';

/**
 * Waits until a restaurant admin's incoming-order dialog has made up its mind about the orders of the live lists:
 * its code is in the page (it keeps the alert's <audio> there), both of its lists (the active orders and the new
 * ones) have been answered since the page loaded (resource timing records an answer once it has arrived), and, on
 * the live screen's active tab, that tab shows its list's outcome (the active order's panel or the text saying
 * there is none), which the dialog gets in the same render, from the same list.
 */
export async function incomingOrdersDecided(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const answered = (pattern: RegExp) =>
      performance.getEntriesByType('resource').some((entry) => pattern.test(entry.name));
    const onActiveTab = /^\/orders\/active(\/|$)/.test(location.pathname);
    const main = document.querySelector('main');
    return (
      document.querySelector('audio[data-alert="incoming-orders"]') !== null &&
      answered(/\/api\/v1\/orders\?(.*&)?activeOrders=true(&|$)/) &&
      answered(/\/api\/v1\/orders\?(.*&)?status=new(&|$)/) &&
      (!onActiveTab ||
        main?.querySelector('section[aria-label^="Order "]') != null ||
        (main?.textContent ?? '').includes('No active order.'))
    );
  });
}

/** How many orders the incoming-order carousel holds, read in the page (its slide reads "n of m"); 0 when closed. */
const ordersInDialog = (page: Page): Promise<number> =>
  page.evaluate(() => {
    const label = document.querySelector('[aria-roledescription="slide"]')?.getAttribute('aria-label') ?? '';
    return Number(/(\d+)\s*$/.exec(label)?.[1] ?? 0);
  });

/**
 * Handles every order of the incoming-order carousel of a restaurant admin until it closes: Approve, and Confirm
 * preparation for an approved order whose prepare start has come (an order just approved here asks for that next).
 * Restaurant admins often meet it first (the seed has orders due now, depending on the hour): it is modal over
 * every screen until each order is handled, as during service. Call it once the live screen has been shown in the
 * page (where a restaurant admin lands after signing in).
 */
export async function approveAllIncoming(page: Page): Promise<void> {
  await incomingOrdersDecided(page);
  const dialog = page.getByRole('dialog', { name: 'New orders' });
  for (let left = 0; left < 50 && (await dialog.isVisible()); left += 1) {
    const before = await ordersInDialog(page);
    const confirm = dialog.getByRole('button', { name: 'Confirm preparation' });
    const confirming = (await confirm.count()) > 0;
    // The platform's answer to the approval or the confirmation this press sends.
    const answered = page.waitForResponse(
      (response) =>
        response.request().method() === 'PUT' &&
        /\/orders\/[^/]+\/(approve|preparation-confirm)$/.test(new URL(response.url()).pathname),
    );
    // Activated in the page, as assistive technology does (a click without a pointer): the warnings of
    // already-approved orders (10 s toasts) may lie over the button, and a key press can lose the race with the
    // dialog's own focus move when it has just opened (the Enter then lands on the dialog, not the button).
    const button = (confirming ? confirm : dialog.getByRole('button', { name: 'Approve' })).first();
    // A button whose order is still settling ignores presses (the kit's pending state): the order just approved
    // here shows Confirm preparation from the list's reload while the app still reads its fresh state.
    await button.and(page.locator(':not([data-pending])')).waitFor();
    await button.evaluate((element: HTMLElement) => element.click());
    // A refusal (another tab handled the order first) leaves the carousel to its next refresh: look again.
    if (!(await answered).ok()) continue;
    // Handled: the carousel holds one order fewer, or has closed with the last one; or the approved order now
    // asks to confirm its preparation.
    await page.waitForFunction(
      ({ count, approving }) => {
        const slide = document.querySelector('[aria-roledescription="slide"]');
        const label = slide?.getAttribute('aria-label') ?? '';
        const turned =
          approving &&
          [...(slide?.querySelectorAll('button') ?? [])].some(
            (button) => button.textContent?.trim() === 'Confirm preparation',
          );
        return turned || Number(/(\d+)\s*$/.exec(label)?.[1] ?? 0) < count;
      },
      { count: before, approving: !confirming },
    );
  }
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Signs restaurant@example.com in on a new browser context (with `context` options and an `initScript`, when given)
 * and waits until its live screen is connected to the realtime service; `approveAllIncoming` then gets past the
 * orders the seed has due.
 */
export async function openLiveAsRestaurant(
  stack: Stack,
  { context: contextOptions, initScript }: { context?: BrowserContextOptions; initScript?: string } = {},
): Promise<Page> {
  const context = await stack.browser.newContext(contextOptions);
  if (initScript !== undefined) await context.addInitScript(initScript);
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL(/\/orders\/active/);
  await page
    // includeHidden: the incoming-order carousel (modal) may already lie over the screen.
    .getByRole('status', { name: 'Live updates', includeHidden: true })
    .getByText(/Connected/)
    .waitFor();
  return page;
}

/**
 * Takes a restaurant's orders out of the incoming-order dialog for a test whose subject is not the service (the
 * menu editor): its new and approved orders become approved with their preparation confirmed. Approving alone is
 * not enough: the dialog asks to confirm an approved order's preparation once its prepare start comes (30 s ahead),
 * on the sandbox's clock, which is the wall clock, so at some hours it opened over the page in the middle of a test
 * and left every control under it inert.
 */
export function quietRestaurantOrders(stack: Stack, restaurantId: number): void {
  const { store } = stack.sandbox.sandbox;
  for (const order of store.orders()) {
    const restaurant =
      typeof order.restaurant === 'object' && order.restaurant ? order.restaurant.id : order.restaurant;
    if (Number(restaurant) !== restaurantId) continue;
    if (order.status !== 'new' && order.status !== 'approved') continue;
    order.status = 'approved';
    order.preparationConfirmed = true;
    store.changed('orders', order.id);
  }
}
