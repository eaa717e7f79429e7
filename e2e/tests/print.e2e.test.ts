// The print app in Chromium against the sandbox: restaurant@ opens the labels of a canteen cutoff from the live
// view, the sheet has one label per order and prints to A4 pages of 24 labels with none split, the summary's totals
// match the orders placed, a wrong token gets its clear page, and confirming the collected orders shows in the live
// view. axe checks every print page.
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approveAllIncoming } from '../support/incomingOrders';
import type { PrintStack } from '../support/printStack';
import { placeCanteenOrders, startPrintStack } from '../support/printStack';
import { signInWith } from '../support/signIn';

let stack: PrintStack;
let cutoffTime: string;
let placedIds: string[];
const ORDER_COUNT = 26;
const meals = (index: number) => [
  { name: index % 2 === 0 ? 'Lasagne' : 'Carbonara', quantity: 1 + (index % 3) },
  ...(index % 5 === 0 ? [{ name: 'Tiramisu', quantity: 1 }] : []),
];

beforeAll(async () => {
  stack = await startPrintStack();
  const placed = placeCanteenOrders(stack, 1, meals, ORDER_COUNT);
  cutoffTime = placed.cutoffTime;
  placedIds = placed.orders.map((order) => order.id);
});
afterAll(async () => {
  await stack?.close();
});

async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    ),
  ).toEqual([]);
}

/** restaurant@ on the live view of one of the placed canteen orders, with the incoming orders handled. */
async function liveViewOfCanteenOrder(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL(/\/orders\/active/);
  await approveAllIncoming(page);
  await page.goto(`${stack.appUrl}/orders/active/${placedIds[0] ?? ''}`);
  await approveAllIncoming(page);
  await page.getByRole('region', { name: 'Canteen printouts' }).waitFor();
  return page;
}

const labelToken = () => String(stack.sandbox.sandbox.store.get('cloud-canteens', 1)?.token);

describe('the canteen label sheet', () => {
  it('opens from the live view with one label per order of the cutoff, and prints 24 whole labels per A4 page', async () => {
    const context = await stack.newContext();
    const live = await liveViewOfCanteenOrder(context);
    const [sheet] = await Promise.all([
      context.waitForEvent('page'),
      live
        .getByRole('region', { name: 'Canteen printouts' })
        .getByRole('link', { name: /^Labels/ })
        .first()
        .click(),
    ]);
    await sheet.waitForURL(
      (url) => url.origin === stack.printUrl && url.pathname === '/cloudcanteen/label/view/1/1',
    );
    expect(new URL(sheet.url()).searchParams.get('cutoffTime')).toBe(cutoffTime);
    await sheet.getByRole('heading', { name: 'Labels: Acme office canteen, Pasta Palace' }).waitFor();
    const labels = sheet.getByRole('article');
    expect(await labels.count()).toBe(ORDER_COUNT);
    const first = sheet.getByRole('article', { name: `Label Lunchbox ${placedIds[0] ?? ''}` });
    expect(await first.textContent()).toMatch(
      /Canteen guest 1.*1 × Lasagne, \+ Extra bread \[GF\].*Tiramisu/,
    );
    await expectNoAxeViolations(sheet);

    // On paper: the sheets as Chromium lays them out for print, then the PDF itself.
    await sheet.emulateMedia({ media: 'print' });
    const layout = await sheet.evaluate(() =>
      [...document.querySelectorAll('[data-sheet-page]')].map((page) => {
        const box = page.getBoundingClientRect();
        const inside = [...page.querySelectorAll('article')].every((label) => {
          const rect = label.getBoundingClientRect();
          return rect.top >= box.top - 0.5 && rect.bottom <= box.bottom + 0.5 && rect.left >= box.left - 0.5;
        });
        return {
          labels: page.querySelectorAll('article').length,
          height: box.height,
          width: box.width,
          inside,
        };
      }),
    );
    expect(layout.map((page) => page.labels)).toEqual([24, 2]);
    expect(layout.every((page) => page.inside)).toBe(true);
    // A4 in CSS pixels (96 per inch): 210 × 297 mm.
    for (const page of layout) {
      expect(page.width).toBeCloseTo((210 / 25.4) * 96, 0);
      expect(page.height).toBeCloseTo((297 / 25.4) * 96, 0);
    }
    expect(await sheet.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    const pdf = (await sheet.pdf({ preferCSSPageSize: true, printBackground: true })).toString('latin1');
    const pages = pdf.match(/\/Type\s*\/Page\b(?!s)/g) ?? [];
    expect(pages.length).toBe(2);
    const boxes = [...pdf.matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)];
    expect(boxes.length).toBeGreaterThan(0);
    for (const [, width, height] of boxes) {
      // A4 in points: 595.3 × 841.9.
      expect(Math.abs(Number(width) - 595.3)).toBeLessThan(2);
      expect(Math.abs(Number(height) - 841.9)).toBeLessThan(2);
    }
    await context.close();
  });

  it('shows the clear page of a wrong token, in English and Hungarian', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.printUrl}/cloudcanteen/label/view/1/1?token=wrong`);
    await page.getByRole('heading', { name: 'The link’s access key is wrong' }).waitFor();
    await expectNoAxeViolations(page);
    await page.goto(`${stack.printUrl}/cloudcanteen/summary/ACME?token=wrong&lang=hu`);
    await page.getByRole('heading', { name: 'A link hozzáférési kulcsa hibás' }).waitFor();
    await page.goto(`${stack.printUrl}/cloudcanteen/summary/NOPE?token=${labelToken()}`);
    await page.getByRole('heading', { name: 'No such canteen' }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('the canteen summary', () => {
  it('totals the meals of the cutoff per restaurant as ordered, reached through the back-office’s public route', async () => {
    const context = await stack.newContext();
    const page = await context.newPage();
    const query = `token=${encodeURIComponent(labelToken())}&cutoffTime=${encodeURIComponent(cutoffTime)}`;
    await page.goto(`${stack.appUrl}/cloudcanteen/summary/ACME?${query}`);
    await page.waitForURL(
      (url) => url.origin === stack.printUrl && url.pathname === '/cloudcanteen/summary/ACME',
    );
    await page.getByRole('heading', { name: 'Summary: Acme office canteen' }).waitFor();

    // What was ordered for the cutoff, per restaurant and meal, as the platform holds it.
    const expected = new Map<string, Map<string, number>>();
    for (const order of stack.sandbox.sandbox.store.orders()) {
      if (String(order.cloudcanteen?.id) !== '1') continue;
      if (order.status === 'cancelled' || order.status === 'cancelled-after-approval') continue;
      if (!(order.canteenRules ?? []).some((rule) => rule.cutoffTime === cutoffTime)) continue;
      const restaurant = String(order.restaurantName);
      const totals = expected.get(restaurant) ?? new Map<string, number>();
      for (const meal of order.meals) totals.set(meal.name, (totals.get(meal.name) ?? 0) + meal.quantity);
      expected.set(restaurant, totals);
    }
    expect(expected.get('Pasta Palace')?.get('Tiramisu')).toBe(6);
    for (const [restaurant, totals] of expected) {
      const table = page.getByRole('table', { name: new RegExp(`^Meals of ${restaurant}`) });
      for (const [meal, quantity] of totals) {
        const row = table.getByRole('row', { name: new RegExp(`^${meal} `) });
        expect(await row.getByRole('cell').textContent()).toBe(String(quantity));
      }
      const sum = [...totals.values()].reduce((total, value) => total + value, 0);
      expect(
        await table
          .getByRole('row', { name: /^Total / })
          .getByRole('cell')
          .textContent(),
      ).toBe(String(sum));
    }
    await expectNoAxeViolations(page);
    const pdf = page.getByRole('link', { name: 'Download the summary as PDF' });
    const answer = await page.request.get(new URL(String(await pdf.getAttribute('href')), page.url()).href);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    await context.close();
  });
});

describe('confirming the collected orders', () => {
  it('marks the cutoff confirmed in the live view', async () => {
    const context = await stack.newContext();
    const live = await liveViewOfCanteenOrder(context);
    const printouts = live.getByRole('region', { name: 'Canteen printouts' });
    await printouts.getByText('Not collected yet').waitFor();
    const page = await context.newPage();
    await page.goto(
      `${stack.printUrl}/cloudcanteen/label/view/1/1?token=${encodeURIComponent(labelToken())}&cutoffTime=${encodeURIComponent(cutoffTime)}`,
    );
    await page.getByRole('button', { name: 'Confirm the collected orders' }).click();
    await page.getByRole('status').getByText('The collected orders of this cutoff are confirmed.').waitFor();
    await expectNoAxeViolations(page);

    await live.reload();
    await approveAllIncoming(live);
    await printouts.getByText('Collected orders confirmed').waitFor();
    expect(await printouts.getByText('Not collected yet').count()).toBe(0);
    await context.close();
  });
});

describe('the order label', () => {
  it('opens from the order edit screen in the print app, in the label format', async () => {
    const order = stack.sandbox.sandbox.placeOrder(1);
    const context = await stack.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/orders/${order.id}`);
    await signInWith(page, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
    // The label is one of the order's lesser actions, under More actions (issue #21), opening its own tab.
    await page.getByRole('button', { name: 'More actions' }).click();
    const [label] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Order label' }).click(),
    ]);
    await label.waitForURL(
      (url) => url.origin === stack.printUrl && url.pathname === `/order/${order.id}/label`,
    );
    const card = label.getByRole('article', { name: `Label ${order.identifier}` });
    await card.waitFor();
    const person = `${order.userProfile?.firstName ?? ''} ${order.userProfile?.lastName ?? ''}`;
    expect(await card.textContent()).toContain(person);
    expect(await card.textContent()).toContain(`× ${order.meals[0]?.name ?? ''}`);
    await expectNoAxeViolations(label);
    await context.close();
  });
});
