// Minimising the incoming-order carousel in Chromium against the sandbox (issue #18): by keyboard alone it shrinks
// to a bar that stays on every screen with the count, the alert keeps sounding, and a key or a click reopens it.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { placeOrderAt } from '../support/liveHistory';
import { approveAllIncoming, openLiveAsRestaurant } from '../support/incomingOrders';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

/** An order whose prepare start has passed (placed with the sandbox clock 40 minutes back): due now. */
const placeDueOrder = () => placeOrderAt(stack, -40 * 60_000);

async function expectNoAxeViolations(page: Page): Promise<void> {
  // react-aria's live announcer keeps, for 7 s, a node labelled by a pending button (the approvals just made by
  // approveAllIncoming) after that button has left: a screen reader has read it by then; it is no part of the page.
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    ),
  ).toEqual([]);
}

const alertPlaying = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.querySelector<HTMLAudioElement>('audio[data-alert]')?.paused === false);

describe('minimising the incoming-order carousel', () => {
  it('minimises to a bar on every screen by keyboard, keeps the alert on, and reopens with a key or a click', async () => {
    const page = await openLiveAsRestaurant(stack);
    await approveAllIncoming(page);
    const order = await placeDueOrder();
    const dialog = page.getByRole('dialog', { name: 'New orders' });
    await dialog.getByText(order.identifier).first().waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('audio[data-alert]')?.paused === false,
    );

    // Escape minimises: the bar says how many orders wait, and the alert goes on.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const bar = page.getByRole('region', { name: 'Incoming orders' });
    await bar.getByRole('status').getByText('1 order waiting').waitFor();
    expect(await alertPlaying(page)).toBe(true);
    await expectNoAxeViolations(page);

    // The bar stays on another screen (the history tab, reached by keyboard), and the key I reopens the carousel.
    await page.getByRole('tab', { name: 'History' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/orders\/history/);
    await bar.waitFor();
    await page.keyboard.press('i');
    await dialog.getByText(order.identifier).first().waitFor();
    expect(await bar.count()).toBe(0);

    // The Minimise button by keyboard, then the bar's button reopens it.
    const minimise = dialog.getByRole('button', { name: 'Minimise' });
    await minimise.focus();
    await page.keyboard.press('Enter');
    await bar.waitFor();
    await bar.getByRole('button', { name: 'Show orders (I)' }).click();
    await dialog.getByText(order.identifier).first().waitFor();

    await approveAllIncoming(page);
    expect(await bar.count()).toBe(0);
    expect(await alertPlaying(page)).toBe(false);
    await page.context().close();
  });
});
