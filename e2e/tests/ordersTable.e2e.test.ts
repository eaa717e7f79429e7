import { readFile } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

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

async function openAs(email: string, path: string) {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  await signInWith(page, email);
  const table = page.getByRole('table', { name: 'Orders' });
  await table.waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  return { context, page, table };
}

describe('the admin orders table', () => {
  it('filters, keeps the filter in the URL across a reload, selects and exports under the server name', async () => {
    const { context, page, table } = await openAs('admin@example.com', '/orders');
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Filter orders' });
    await panel
      .getByRole('button', { name: /Status/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'New', exact: true }).click();
    await panel.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/filter\[status\]=new/);
    await page.reload();
    await table.waitFor();
    // After the reload the table may not have started loading yet: wait for its rows, not only for aria-busy.
    const statusCells = table.getByRole('row').locator('td:nth-child(3)');
    await expect.poll(() => statusCells.count()).toBeGreaterThan(0);
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    const statuses = await statusCells.allTextContents();
    for (const status of statuses) expect(status).toBe('New');

    // Keyboard selection: the row checkbox is a visually hidden input under the sticky header.
    await table.getByRole('checkbox', { name: 'Select order' }).first().focus();
    await page.keyboard.press('Space');
    const exportButton = page.getByRole('button', { name: 'Export 1 selected' });
    const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const path = await download.path();
    const lines = (await readFile(path, 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    await context.close();
  });

  it("opens the cancel dialog from a row's menu and gives focus back to that menu's button", async () => {
    const { context, page, table } = await openAs('admin@example.com', '/orders?filter[status]=new');
    const rows = table.locator('tbody tr');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Not every new order can be cancelled (canteen orders, orders whose delivery is not processed yet).
    let opened = false;
    for (let index = 0; index < Math.min(await rows.count(), 10) && !opened; index += 1) {
      const trigger = rows.nth(index).getByRole('button', { name: 'Order actions' });
      await trigger.click();
      await page.getByRole('menu').waitFor();
      const cancel = page.getByRole('menuitem', { name: 'Cancel order' });
      if ((await cancel.count()) === 0) {
        await page.keyboard.press('Escape');
        continue;
      }
      opened = true;
      await cancel.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => trigger.evaluate((button) => button === document.activeElement)).toBe(true);
    }
    expect(opened).toBe(true);
    await context.close();
  });

  it('shows a company admin the reduced columns and the quick filters', async () => {
    const { context, page, table } = await openAs('company@example.com', '/orders');
    const headers = await table.getByRole('columnheader').allTextContents();
    expect(headers).toEqual([
      'Order',
      'Status',
      'Drop-off',
      'Vendor',
      'Customer',
      'Cost code',
      'Invoice total',
    ]);
    for (const name of ['Today', 'Tomorrow', 'New', 'Approved', 'Cancelled']) {
      await expect(page.getByRole('button', { name, exact: true }).count()).resolves.toBe(1);
    }
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Approved', exact: true }).click();
    await page.waitForURL(/quick\[\]=approved|quick%5B%5D=approved/);
    await context.close();
  });
});
