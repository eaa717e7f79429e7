// Accessibility of the entity screens of issue 12: axe (WCAG 2 A and AA) on the list (as it opens and with its
// filter panel open), create and edit screen of every marketing entity and of the todos, as the super admin in
// English, and on the restaurant highlights screen. Images from outside the machine (the seed's picsum.photos logos
// and banners) are refused, so nothing waits on the network.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { axeViolations, listTable, signedInContext } from '../support/entityScreens';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

let stack: Stack;
let context: BrowserContext;
beforeAll(async () => {
  stack = await startStack();
  context = await signedInContext(stack, 'en');
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.abort(),
  );
});
afterAll(async () => {
  await context?.close();
  await stack?.close();
});

/** Each entity screen: its path and the names the list table and the create form carry. */
const screens: Array<{ path: string; many: string; create: string }> = [
  { path: '/promotions', many: 'Discounts', create: 'New discount' },
  { path: '/coupons', many: 'Coupons', create: 'New coupon' },
  { path: '/promo-banners', many: 'Promo banners', create: 'New promo banner' },
  { path: '/brands', many: 'Brands', create: 'New brand' },
  { path: '/tags', many: 'Tags', create: 'New tag' },
  { path: '/tag-groups', many: 'Tag groups', create: 'New tag group' },
  { path: '/registration-codes', many: 'Registration codes', create: 'New registration code' },
  { path: '/todos', many: 'Todos', create: 'New todo' },
];
const byPath = screens.map((screen) => [screen.path, screen] as const);

/** Opens a path in a fresh page and waits until nothing more loads (the pickers' option labels included). */
async function open(path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page;
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

describe('axe on the entity screens', () => {
  it.each(byPath)('%s: the list, also with its filter panel open', async (path, { many }) => {
    const page = await open(path);
    await listTable(page, many, 'en');
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    const filters = page.getByRole('button', { name: 'Filters', exact: true });
    if ((await filters.count()) > 0) {
      await filters.click();
      await page.getByRole('region', { name: 'Filter the list' }).waitFor();
      await settle(page);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.close();
  });

  it.each(byPath)('%s/create: the create form', async (path, { create }) => {
    const page = await open(`${path}/create`);
    await page.getByRole('form', { name: create }).waitFor();
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it.each(byPath)('%s/1: the edit form of a seeded record', async (path) => {
    const page = await open(`${path}/1`);
    // The skeleton has no form: the form is there once the record has loaded.
    await page.getByRole('main').getByRole('form').waitFor();
    await settle(page);
    expect(new URL(page.url()).pathname).toBe(`${path}/1`);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('/restaurant-highlights: the ordered list of highlighted restaurants', async () => {
    const page = await open('/restaurant-highlights');
    const list = page.getByRole('grid', { name: 'Highlighted restaurants' });
    await list.waitFor();
    await expect.poll(() => list.getByRole('row').count()).toBeGreaterThan(0);
    await settle(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
