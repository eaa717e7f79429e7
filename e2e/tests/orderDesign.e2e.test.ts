// The design pass on the orders screens (issue #21): the order screen's two columns and title row at 1440 px, its
// one column at 800 px, and the orders table's identifier lines, money figures and cut names.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allAxeViolations, box } from '../support/layout';
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

const store = () => stack.sandbox.sandbox.store;

/** A new company order the super admin may approve and cancel. */
function newCompanyOrder() {
  const order = store()
    .orders()
    .find(
      (candidate) =>
        candidate.status === 'new' &&
        candidate.isDeliveryProcessed === true &&
        (candidate.canteenRules ?? []).length === 0 &&
        !candidate.cloudcanteen &&
        (candidate.priceSumFirm ?? 0) > 0,
    );
  if (!order) throw new Error('the seed has a new company order');
  return order;
}

async function openAs(path: string, width: number, email = 'admin@example.com'): Promise<Page> {
  const context = await stack.browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/login?redirectTo=${encodeURIComponent(path)}`);
  await signInWith(page, email);
  return page;
}

async function openOrder(orderId: string, width: number): Promise<Page> {
  const page = await openAs(`/orders/${orderId}`, width);
  await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
  await page.getByRole('region', { name: 'Meals' }).waitFor();
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** The names of the buttons a sighted user sees in the page's main region, in order. */
async function visibleButtons(page: Page): Promise<string[]> {
  const buttons = page.getByRole('main').getByRole('button');
  const names: string[] = [];
  for (const button of await buttons.all()) {
    if (await button.isVisible())
      names.push((await button.getAttribute('aria-label')) ?? (await button.innerText()));
  }
  return names;
}

describe('the order screen at 1440 px', () => {
  it('shows Approve, Cancel and More actions as its only buttons, the rest in that menu', async () => {
    const order = newCompanyOrder();
    const page = await openOrder(order.id, 1440);
    await expect.poll(() => visibleButtons(page)).toEqual(['Cancel the order', 'More actions', 'Approve']);
    await page.getByRole('button', { name: 'More actions' }).click();
    // The menu's code loads on its first use (the kit's lazyParts): wait for its items, not for the click.
    await page.getByRole('menu').getByRole('menuitem').first().waitFor();
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(items).toEqual(expect.arrayContaining(['Refund', 'Re-order', 'Cost codes', 'Preview the e-mail']));
    await page.keyboard.press('Escape');
    await page.context().close();
  });

  it('sets the aside beside the main column, and the statuses beside the title', async () => {
    const order = newCompanyOrder();
    const page = await openOrder(order.id, 1440);
    const meals = await box(page.getByRole('region', { name: 'Meals' }));
    const customer = await box(page.getByRole('region', { name: 'Customer' }));
    const delivery = await box(page.getByRole('region', { name: 'Delivery' }));
    expect(customer.x).toBeGreaterThanOrEqual(meals.x + meals.width);
    expect(customer.y).toBeLessThan(meals.y + meals.height);
    expect(delivery.x).toBe(customer.x);
    // The facts fit the window's height far better than the one long column did (about 2,600 px).
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(1800);

    const title = page.getByRole('heading', { level: 1 });
    const heading = await box(title);
    const status = await box(title.locator('xpath=..').getByText('New', { exact: true }));
    expect(status.x).toBeGreaterThanOrEqual(heading.x + heading.width);
    expect(status.y + status.height / 2).toBeGreaterThan(heading.y);
    expect(status.y + status.height / 2).toBeLessThan(heading.y + heading.height);

    // The order's status is not a payment fact any more.
    const payment = page.getByRole('region', { name: 'Payment' });
    const paymentTerm = payment.getByRole('term').filter({ hasText: /^Payment$/ });
    const paymentValue = paymentTerm.locator('xpath=following-sibling::dd[1]');
    expect(await paymentValue.textContent()).not.toMatch(/New|Approved|Cancelled|pending/);
    expect(await allAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('refunds through More actions and gives focus back to its button', async () => {
    const order = newCompanyOrder();
    const page = await openOrder(order.id, 1440);
    const more = page.getByRole('button', { name: 'More actions' });
    await more.click();
    await page.getByRole('menuitem', { name: 'Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    await dialog.waitFor();
    await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => more.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.context().close();
  });
});

describe('the order screen at 800 px', () => {
  it('is one column, main first, with Approve and every other action under More actions', async () => {
    const order = newCompanyOrder();
    const page = await openOrder(order.id, 800);
    const meals = await box(page.getByRole('region', { name: 'Meals' }));
    const payment = await box(page.getByRole('region', { name: 'Payment' }));
    const customer = await box(page.getByRole('region', { name: 'Customer' }));
    expect(customer.x).toBe(meals.x);
    expect(customer.y).toBeGreaterThanOrEqual(payment.y + payment.height);
    await expect.poll(() => visibleButtons(page)).toEqual(['More actions', 'Approve']);
    await page.getByRole('button', { name: 'More actions' }).click();
    // The menu's code loads on its first use (the kit's lazyParts): wait for its items, not for the click.
    await page.getByRole('menu').getByRole('menuitem').first().waitFor();
    const items = await page.getByRole('menu').getByRole('menuitem').allTextContents();
    expect(items[0]).toBe('Cancel the order');
    await page.keyboard.press('Escape');
    expect(await allAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('approves in the preparation-time dialog', async () => {
    const order = store()
      .orders()
      .filter(
        (candidate) =>
          candidate.status === 'new' &&
          candidate.isDeliveryProcessed === true &&
          (candidate.canteenRules ?? []).length === 0 &&
          !candidate.cloudcanteen,
      )
      .at(-1);
    if (!order) throw new Error('the seed has a new order');
    const page = await openOrder(order.id, 800);
    await page.getByRole('button', { name: 'Approve' }).click();
    const dialog = page.getByRole('dialog', { name: `Approve order ${order.identifier}` });
    await dialog.getByRole('spinbutton', { name: 'Preparation time' }).press('ArrowUp');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Order approved').first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(store().order(order.id)?.status).toBe('approved');
    await page.context().close();
  });
});

describe('the orders table at 1440 px', () => {
  it('keeps every identifier and creation time on two lines, and money in right-aligned tabular figures', async () => {
    const page = await openAs('/orders', 1440);
    const table = page.getByRole('table', { name: 'Orders' });
    await table.locator('tbody tr').nth(5).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    // The identifier's link and the creation time under it, in each row's header cell.
    const cells = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.slice(0, 20).map((row) => {
        const link = row.querySelector('th a');
        const parts = Array.from(link?.parentElement?.children ?? []);
        const time = parts[1]?.getBoundingClientRect();
        const identifier = link?.getBoundingClientRect();
        return {
          stacked: !!time && !!identifier && time.top >= identifier.bottom - 1,
          time: time?.height ?? 0,
        };
      }),
    );
    expect(cells.length).toBeGreaterThan(5);
    expect(cells.every((cell) => cell.stacked)).toBe(true);
    const heights = cells.map((cell) => cell.time);
    // Each creation time is one line, the same on every row.
    expect(new Set(heights).size).toBe(1);
    expect(heights[0]).toBeLessThan(30);

    const total = table.locator('tbody tr td[data-align="end"]').first();
    const style = await total.evaluate((cell) => {
      const computed = getComputedStyle(cell);
      return { numeric: computed.fontVariantNumeric, align: computed.textAlign };
    });
    expect(style.numeric).toBe('tabular-nums');
    expect(['end', 'right']).toContain(style.align);
    await page.context().close();
  });

  it('cuts a long name with an ellipsis, whole in its title and in a tooltip on keyboard focus', async () => {
    const order = store()
      .orders()
      .find((candidate) => candidate.userProfile && candidate.status === 'approved');
    if (!order?.userProfile) throw new Error('the seed has an approved order of a user');
    const longName = 'Bartholomew-Maximilian Wolfeschlegelsteinhausenbergerdorff';
    store().update('orders', order.id, { userProfile: { ...order.userProfile, lastName: longName } });
    const page = await openAs(`/orders?search=${encodeURIComponent(order.identifier)}`, 1440);
    const table = page.getByRole('table', { name: 'Orders' });
    const row = table.getByRole('row').filter({ hasText: order.identifier });
    const name = row.locator('[data-ellipsis]');
    await row.waitFor();
    await name.waitFor();
    const fullName = (await name.textContent()) ?? '';
    expect(fullName).toContain(longName);
    const cut = await name.evaluate((element) => ({
      overflow: getComputedStyle(element).textOverflow,
      clipped: element.scrollWidth > element.clientWidth,
    }));
    expect(cut).toEqual({ overflow: 'ellipsis', clipped: true });

    // The pointer gets the whole name from the browser's own tooltip.
    expect(await name.getAttribute('title')).toBe(fullName);
    // Axe before the tooltip opens: its portal sits outside the landmarks, as every overlay of the kit does.
    expect(await allAxeViolations(page)).toEqual([]);
    const tooltip = page.getByRole('tooltip');

    // Keyboard focus opens the kit's tooltip (RAC shows it for keyboard focus): a key press, then the focus.
    await page.keyboard.press('Shift');
    await name.focus();
    await tooltip.waitFor();
    expect(await tooltip.textContent()).toBe(fullName);
    await page.context().close();
  });
});
