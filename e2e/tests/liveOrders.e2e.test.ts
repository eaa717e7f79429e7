// The restaurant's live view in Chromium against the sandbox: an incoming order sounds the alert and opens the
// carousel, approve with 25 minutes, confirm preparation in the same slide; the chain's restaurant names; a network drop on approve.
import type { Page } from 'playwright-core';
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

/**
 * Places an order whose prepare start has already passed (the sandbox's clock is moved back 40 minutes while it
 * is placed), so it must be handled now and prompts at once.
 */
async function placeDueOrder(restaurantId = 1): Promise<{ id: string; identifier: string }> {
  stack.setClockOffset(-40 * 60_000);
  try {
    const response = await fetch(`${stack.sandbox.url}/sandbox/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantId }),
    });
    if (!response.ok) throw new Error(`place-order failed: ${response.status}`);
    return (await response.json()) as { id: string; identifier: string };
  } finally {
    stack.setClockOffset(0);
  }
}

async function signedIn(email: string): Promise<Page> {
  const context = await stack.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await signInWith(page, email);
  await page.waitForURL(/\/orders\/active/);
  return page;
}

describe('live orders', () => {
  it('alerts, approves with 25 minutes and confirms the preparation of an incoming order', async () => {
    const page = await signedIn('restaurant@example.com');
    await page
      .getByRole('status', { name: 'Live updates', includeHidden: true })
      .getByText(/Connected/)
      .waitFor();
    const order = await placeDueOrder();
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.waitFor();
    await dialog.getByText(order.identifier).first().waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('audio[data-alert]')?.paused === false,
    );
    await showInCarousel(page, order.identifier);
    await dialog.getByRole('button', { name: 'Increase by 5 minutes' }).click();
    await dialog.getByText('25 min').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Order approved').first().waitFor();
    await expect.poll(async () => (await readOrder(order.id)).status).toBe('approved');
    expect((await readOrder(order.id)).deliveryJob?.preparationTime).toBe(25);

    // Approved, its prepare start is now (issue #18): the same slide asks to confirm its preparation.
    await dialog.getByRole('heading', { name: new RegExp(order.identifier) }).waitFor();
    await dialog.getByRole('button', { name: 'Confirm preparation' }).click();
    await page.getByText('Preparation confirmed').first().waitFor();
    await expect.poll(async () => (await readOrder(order.id)).preparationConfirmed).toBe(true);
    // The dialog is modal: the other orders waiting (seeded ones) are handled too, and then the alert stops.
    await approveAllIncoming(page);
    expect(
      await page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-alert]')?.paused),
    ).toBe(true);
    await page.goto(`${stack.appUrl}/orders/active/${order.id}`);
    await approveAllIncoming(page);
    const confirmed = page.getByRole('region', { name: 'Preparation confirmed' });
    await confirmed.getByText(order.identifier).first().waitFor();
    await page.context().close();
  });

  it('shows the restaurant names to an admin of several restaurants', async () => {
    const order = await placeDueOrder(2);
    const page = await signedIn('chain@example.com');
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.waitFor();
    await dialog.getByText(order.identifier).first().waitFor();
    await dialog
      .getByText(/Burger Barn/)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('shows the network error when approving fails offline, and approving again succeeds', async () => {
    const page = await signedIn('restaurant@example.com');
    const order = await placeDueOrder();
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.getByText(order.identifier).first().waitFor();
    await showInCarousel(page, order.identifier);
    await page.route('**/api/v1/orders/*/approve', (route) => route.abort('internetdisconnected'));
    await dialog.getByRole('button', { name: 'Approve' }).first().click();
    await page.getByText('Error, no internet connection').first().waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await page.unroute('**/api/v1/orders/*/approve');
    await dialog.getByRole('button', { name: 'Approve' }).first().click();
    await page.getByText('Order approved').first().waitFor();
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

async function readOrder(
  id: string,
): Promise<{ status: string; preparationConfirmed?: boolean; deliveryJob?: { preparationTime?: number } }> {
  const response = await fetch(`${stack.sandbox.url}/api/v1/orders/${id}`, {
    headers: { authorization: `Bearer ${await token('restaurant@example.com')}` },
  });
  return (await response.json()) as {
    status: string;
    preparationConfirmed?: boolean;
    deliveryJob?: { preparationTime?: number };
  };
}

async function token(email: string): Promise<string> {
  const response = await fetch(`${stack.sandbox.url}/api/v1/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo-1234' }),
  });
  return ((await response.json()) as { token: string }).token;
}
