// The density pass on the live orders screen (issue #21): at 1024 × 768 the lists and the selected order sit side
// by side with no sideways scroll and the order's actions in view; at 1440 px the order's card and the order
// screen's fact cards (customer, delivery) sit side by side; under 992 px it is one column.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allAxeViolations, box, sidewaysOverflow } from '../support/layout';
import { activeOrderPanel as activePanel, openLiveScreen } from '../support/liveScreen';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

const openLive = (width: number, height: number) => openLiveScreen(stack, { width, height });

describe('the live screen at 1024 × 768', () => {
  it('sets the selected order beside the lists, with its actions in view and no sideways scroll', async () => {
    const page = await openLive(1024, 768);
    const lists = await box(page.getByRole('region', { name: 'New orders' }));
    const panel = activePanel(page);
    const order = await box(panel);
    expect(order.x).toBeGreaterThanOrEqual(lists.x + lists.width);
    expect(order.y).toBeLessThan(lists.y + lists.height + 1);
    expect(await sidewaysOverflow(page)).toBe(0);
    // The order's actions are on the first screen, without scrolling.
    const print = await box(panel.getByRole('button', { name: 'Print receipt' }));
    expect(print.y + print.height).toBeLessThanOrEqual(768);
    expect(print.x + print.width).toBeLessThanOrEqual(1024);
    // The order's card (its identifier and status first) starts in the upper part of the screen.
    const card = await box(panel.getByRole('article').first());
    expect(card.y).toBeLessThan(768 / 2);
    expect(await allAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the live screen at 1440 × 900', () => {
  it("sets the order screen's customer and delivery cards beside the order's card", async () => {
    const page = await openLive(1440, 900);
    const panel = activePanel(page);
    const card = await box(panel.getByRole('article').first());
    const customer = await box(panel.getByRole('region', { name: 'Customer' }));
    const delivery = await box(panel.getByRole('region', { name: 'Delivery' }));
    expect(customer.x).toBeGreaterThanOrEqual(card.x + card.width);
    expect(customer.y).toBeLessThan(card.y + card.height);
    expect(delivery.x).toBe(customer.x);
    expect(delivery.y).toBeGreaterThanOrEqual(customer.y + customer.height);
    expect(await allAxeViolations(page)).toEqual([]);
    await page.context().close();
  });
});

describe('the live screen at 800 px', () => {
  it('is one column: the lists, then the selected order', async () => {
    const page = await openLive(800, 900);
    const lists = await box(page.getByRole('region', { name: 'Preparation confirmed' }));
    const order = await box(activePanel(page));
    expect(order.x).toBe(lists.x);
    expect(order.y).toBeGreaterThanOrEqual(lists.y + lists.height);
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.context().close();
  });
});
