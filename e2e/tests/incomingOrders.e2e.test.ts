// The incoming-order carousel in Chromium against the sandbox: a placed order reaches it through its realtime
// event, with the list loads held back, and an order approved on another device leaves it at once and stays away
// through the list reloads that follow.
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

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

/** Places an order whose prepare start has passed (the sandbox's clock 40 minutes back), so it is due now. */
async function placeDueOrder(): Promise<{ id: string; identifier: string }> {
  stack.setClockOffset(-40 * 60_000);
  try {
    const response = await fetch(`${stack.sandbox.url}/sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantId: 1 }),
    });
    if (!response.ok) throw new Error(`place-order failed: ${response.status}`);
    return (await response.json()) as { id: string; identifier: string };
  } finally {
    stack.setClockOffset(0);
  }
}

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
    await dialog.getByText(order.identifier).first().waitFor({ timeout: 4_000 });
    // The event also asked for a list reload (at once, or after the 5 s throttle): it is held, unanswered, so
    // the order came from the event alone.
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 7_000, interval: 100 });
    await page.unroute(isOrderListLoad);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await page.context().close();
  }, 60_000);

  it('drops an order approved on another device at once, and the list reloads do not bring it back', async () => {
    const page = await restaurantReady();
    const order = await placeDueOrder();
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.getByText(order.identifier).first().waitFor({ timeout: 10_000 });

    const { token } = await tokenPair(stack, 'restaurant@example.com');
    const approved = await fetch(`${stack.sandbox.url}/api/v1/orders/${order.id}/approve`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/ld+json' },
      body: JSON.stringify({ delivery: { preparation_time: 25 } }),
    });
    expect(approved.status).toBe(200);
    await dialog.getByText(order.identifier).first().waitFor({ state: 'hidden', timeout: 3_000 });
    // Past the 5 s throttle: the reloads the approval's events started have come back.
    await page.waitForTimeout(6_000);
    expect(await dialog.getByText(order.identifier).count()).toBe(0);
    await page.context().close();
  }, 60_000);
});
