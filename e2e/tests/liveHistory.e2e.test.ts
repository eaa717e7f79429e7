// The restaurant's live view in Chromium against the sandbox, beyond the incoming orders: the history tab by day
// (today by default, the previous day and a typed day, in the URL and the list), printing the active order's
// receipt (print media shows the receipt and nothing of the app) and the label PDF.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approveAllIncoming } from '../support/incomingOrders';
import type { WireOrder } from '../support/liveHistory';
import { localDay, placeOrderAt, readWireOrder } from '../support/liveHistory';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

const RESTAURANT = 'restaurant@example.com';
const DUE_NOW = -40 * 60_000;
const DAY = 24 * 3600_000;

let stack: Stack;
let today: WireOrder;
let yesterday: WireOrder;

beforeAll(async () => {
  stack = await startStack();
  // Both orders are due (their prepare start has passed): the restaurant approves them in the incoming-order
  // dialog, so that they are in the lists and not only in the dialog.
  today = await placeOrderAt(stack, DUE_NOW);
  yesterday = await placeOrderAt(stack, DUE_NOW - DAY);
});
afterAll(async () => {
  await stack?.close();
});

/** A fresh context signed in as the restaurant, past the incoming-order dialog. */
async function signedIn(): Promise<Page> {
  const context = await stack.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await signInWith(page, RESTAURANT);
  await page.waitForURL(/\/orders\/active/);
  await approveAllIncoming(page);
  return page;
}

const dayOf = (order: WireOrder): string => localDay(new Date(order.requiredDeliveryTime ?? ''));

describe('the live view of a restaurant', () => {
  it('shows today in the history tab, moves to the previous day and jumps to a typed day (URL and list)', async () => {
    const page = await signedIn();
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(/\/orders\/history$/);
    const day = page.getByRole('navigation', { name: 'Day' });
    await day.locator('time').waitFor();
    expect(await day.locator('time').getAttribute('datetime')).toBe(localDay(new Date()));
    const list = page.getByRole('region', { name: 'History' });
    // Placed 40 minutes ago for delivery 60 minutes after: today, unless the test runs in the last 20 minutes.
    if (dayOf(today) === localDay(new Date())) {
      await list.getByText(today.identifier, { exact: true }).waitFor();
      expect(await list.getByText(yesterday.identifier, { exact: true }).count()).toBe(0);
    }

    await day.getByRole('link', { name: 'Previous day' }).click();
    const previous = localDay(new Date(Date.now() - DAY));
    await page.waitForURL(new RegExp(`/orders/history/${previous}$`));
    expect(await day.locator('time').getAttribute('datetime')).toBe(previous);
    if (dayOf(yesterday) === previous) {
      await list.getByText(yesterday.identifier, { exact: true }).waitFor();
      expect(await list.getByText(today.identifier, { exact: true }).count()).toBe(0);
    }

    // The date field jumps to a typed day (en-GB: day, month, year) once the typing stops.
    const [year = '', month = '', dayOfMonth = ''] = dayOf(today).split('-');
    await page.getByRole('group', { name: 'Go to day' }).getByRole('spinbutton', { name: /^day/i }).click();
    await page.keyboard.type(`${dayOfMonth}${month}${year}`);
    await page.waitForURL(new RegExp(`/orders/history/${dayOf(today)}$`));
    await list.getByText(today.identifier, { exact: true }).waitFor();
    await page.context().close();
  });

  it('prints the active order’s receipt alone, and opens its label PDF', async () => {
    const page = await signedIn();
    await page.goto(`${stack.appUrl}/orders/active/${today.id}`);
    await approveAllIncoming(page);
    const panel = page.getByRole('region', {
      name: `Order ${today.identifierForRestaurant ?? today.identifier}`,
    });
    await panel.waitFor();
    // The browser's print dialog would block the page: a recorder stands in for it.
    await page.evaluate(() => {
      const record = window as unknown as { printed: number };
      record.printed = 0;
      window.print = () => {
        record.printed += 1;
      };
    });
    await page.emulateMedia({ media: 'print' });

    await panel.getByRole('button', { name: 'Print receipt' }).click();
    const receipt = page.getByRole('article', { name: `Receipt of order ${today.identifier}` });
    await receipt.waitFor({ state: 'visible' });
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    expect(await receipt.getByText(today.identifier, { exact: true }).isVisible()).toBe(true);
    const order = await readWireOrder(stack, today.id, RESTAURANT);
    expect(order.priceSumItems).toBeGreaterThan(0);
    const total = receipt.getByText('Total', { exact: true }).locator('..');
    expect(normalise(await total.innerText())).toContain(normalise(receiptTotal(order)));
    expect(await page.getByRole('tablist', { name: 'Order views' }).isVisible()).toBe(false);
    expect(await page.getByRole('tab', { name: 'History' }).isVisible()).toBe(false);

    // Back on screen the receipt is not shown, and the app is.
    await page.emulateMedia({ media: 'screen' });
    expect(await receipt.isVisible()).toBe(false);
    expect(await page.getByRole('tablist', { name: 'Order views' }).isVisible()).toBe(true);

    const popup = page.waitForEvent('popup');
    await panel.getByRole('button', { name: 'Print labels' }).click();
    const labels = await popup;
    const url = new URL(labels.url());
    expect(url.pathname).toBe(`/api/v1/public/order/${today.id}/label`);
    expect(url.searchParams.get('token')).toBe(order.token);
    const pdf = await fetch(url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/^application\/pdf/);
    await page.context().close();
  });
});

/**
 * The receipt's total, by the receipt rule (items, plus the delivery price when the restaurant delivers), formatted
 * as the kit formats money (HUF without decimals).
 */
function receiptTotal(order: WireOrder): string {
  const job = order.deliveryJob;
  const restaurantDelivers =
    !job || (job.primaryDeliveryMethod ?? job.primaryMethod) === 'restaurant_managed';
  const amount = (order.priceSumItems ?? 0) + (restaurantDelivers ? (order.priceDelivery ?? 0) : 0);
  const currency = order.currency ?? 'HUF';
  const decimals = currency === 'HUF' ? 0 : 2;
  return new Intl.NumberFormat(order.currencyLocale ?? 'hu-HU', {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(Math.round(amount * 100) / 100);
}

const normalise = (text: string): string => text.replace(/\s+/g, ' ');
