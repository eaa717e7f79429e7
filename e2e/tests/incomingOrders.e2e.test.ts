// The incoming-order carousel in Chromium against the sandbox: a placed order reaches it through its realtime
// event, with the list loads held back, and an order approved on another device turns to Confirm preparation at
// once and is never offered for approval again through the list reloads that follow.
import type { Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { placeOrderAt } from '../support/liveHistory';
import { approveAllIncoming, openLiveAsRestaurant } from '../support/incomingOrders';
import type { Stack } from '../support/stack';
import { startStack, tokenPair } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** An order whose prepare start has passed (placed with the sandbox clock 40 minutes back): due now. */
const placeDueOrder = () => placeOrderAt(stack, -40 * 60_000);

/** The restaurant admin on the live screen, connected, with the seed's due orders handled. */
async function restaurantReady(): Promise<Page> {
  const page = await openLiveAsRestaurant(stack);
  await approveAllIncoming(page);
  return page;
}

const isOrderListLoad = (url: URL): boolean => /^\/api\/v1\/orders(\/v2)?$/.test(url.pathname);

describe('incoming orders', () => {
  it('shows a placed order from its realtime event while every list load is held back', async () => {
    const page = await restaurantReady();
    const held: Route[] = [];
    await page.route(isOrderListLoad, (route) => {
      held.push(route);
    });
    const order = await placeDueOrder();
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.getByText(order.identifier).first().waitFor();
    // The event also asked for a list reload (at once, or after the 5 s throttle): it is held, unanswered, so
    // the order came from the event alone.
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page.unroute(isOrderListLoad);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await page.context().close();
  });

  it('turns an order approved on another device to Confirm preparation at once, and the list reloads do not bring Approve back', async () => {
    const page = await restaurantReady();
    const listLoads = new Set<Request>();
    page.on('request', (request) => {
      if (isOrderListLoad(new URL(request.url()))) listLoads.add(request);
    });
    const settle = (request: Request) => listLoads.delete(request);
    page.on('requestfinished', settle);
    page.on('requestfailed', settle);
    const order = await placeDueOrder();
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.getByText(order.identifier).first().waitFor();

    const { token } = await tokenPair(stack, 'restaurant@example.com');
    const approved = await fetch(`${stack.sandbox.url}/api/v1/orders/${order.id}/approve`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
      body: JSON.stringify({ delivery: { preparation_time: 25 } }),
    });
    expect(approved.status).toBe(200);
    await showInCarousel(page, order.identifier);
    const slide = dialog.getByRole('group', { name: / of / });
    await slide.getByRole('button', { name: 'Confirm preparation' }).waitFor();
    expect(await slide.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    // The reload the approval's event asks for (at once, or after the 5 s throttle) has come back once the live
    // lists, which the dialog reads too, hold the order awaiting preparation (behind the modal dialog, so read
    // with hidden elements). With no list load on its way any more, no answer from before the approval can arrive
    // later either: Approve does not come back.
    await page
      .getByRole('region', { name: 'Awaiting preparation', includeHidden: true })
      .getByText(order.identifier)
      .first()
      .waitFor({ state: 'attached' });
    await expect.poll(() => listLoads.size).toBe(0);
    await showInCarousel(page, order.identifier);
    expect(await slide.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await slide.getByRole('button', { name: 'Confirm preparation' }).count()).toBe(1);
    await page.context().close();
  });
});

/** Moves the carousel to the slide of the order (seeded orders may be waiting too). */
async function showInCarousel(page: Page, identifier: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'New orders' });
  for (let step = 0; step < 50; step += 1) {
    if (await dialog.getByRole('heading', { name: new RegExp(identifier) }).isVisible()) return;
    await dialog.getByRole('button', { name: 'Next order' }).click();
  }
  throw new Error(`${identifier} is not in the carousel`);
}
