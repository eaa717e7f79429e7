// The restaurant editor of issue 14 in Chromium, in English and in Hungarian (the same flow declared once, each
// language on a stack of its own): admin@ creates a restaurant, gives it a pickup position, sets business hours
// (an overlapping period is refused on its field), adds a special closure, draws a delivery area in the built-in
// editor (no map key in the sandbox) and saves it, the saved area having pre-order day-until 30, clones the
// restaurant, and axe finds nothing on any page of the editor.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EntityScreenTexts, Language } from '../support/entityScreens';
import {
  axeViolations,
  descriptionOf,
  entityScreenTexts,
  listTable,
  openPage,
  saveWhenValid,
  signedInContext,
} from '../support/entityScreens';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

const texts = {
  en: {
    create: 'New restaurant',
    many: 'Restaurants',
    name: 'Name',
    tabs: 'Restaurant pages',
    businessHours: 'Business hours',
    pickup: 'Pickup and delivery',
    areas: 'Delivery areas',
    pickupPlace: 'Pickup place',
    latitude: 'Latitude',
    longitude: 'Longitude',
    monday: 'Monday',
    addPeriod: 'Add a period',
    from: 'From',
    until: 'Until',
    addClosure: 'Add a special closure',
    closureDate: 'Date of closure 1',
    addArea: 'Add an area',
    area: 'Area 1',
    shape: 'Shape',
    polygon: 'Polygon',
    corner: 'Corner 1 of 4',
    rowActions: 'Row actions',
    clone: 'Clone',
    pages: [
      'general',
      'business-hours',
      'pickup-delivery',
      'delivery-areas',
      'billing',
      'software',
      'canteen',
    ],
  },
  hu: {
    create: 'Új étterem',
    many: 'Éttermek',
    name: 'Név',
    tabs: 'Az étterem oldalai',
    businessHours: 'Nyitvatartás',
    pickup: 'Átvétel és kiszállítás',
    areas: 'Kiszállítási területek',
    pickupPlace: 'Átvételi hely',
    latitude: 'Szélesség',
    longitude: 'Hosszúság',
    monday: 'Hétfő',
    addPeriod: 'Időszak hozzáadása',
    from: 'Kezdete',
    until: 'Vége',
    addClosure: 'Különleges zárvatartás hozzáadása',
    closureDate: '1. zárvatartás dátuma',
    addArea: 'Terület hozzáadása',
    area: '1. terület',
    shape: 'Alak',
    polygon: 'Sokszög',
    corner: '1. sarok (4 közül)',
    rowActions: 'Sor műveletei',
    clone: 'Klónozás',
    pages: [
      'general',
      'business-hours',
      'pickup-delivery',
      'delivery-areas',
      'billing',
      'software',
      'canteen',
    ],
  },
} as const;

/** Types a date into a date field's segments, in the language's order (en-GB day first, hu year first). */
async function typeDate(page: Page, group: string, date: Date, language: Language) {
  const day = String(date.getUTCDate()).padStart(2, '0');
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const year = String(date.getUTCFullYear());
  await page.getByRole('group', { name: group, exact: true }).getByRole('spinbutton').first().click();
  await page.keyboard.type(language === 'hu' ? `${year}${month}${day}` : `${day}${month}${year}`);
  return `${year}-${month}-${day}`;
}

/** Saves the page and waits until the form is clean again (the save bar gone), so a tab switch does not ask. */
async function save(page: Page, E: EntityScreenTexts) {
  await saveWhenValid(page, E);
  await page.getByRole('region', { name: E.unsaved }).waitFor({ state: 'detached' });
}

async function openTab(page: Page, tabs: string, name: string) {
  await page.getByRole('tablist', { name: tabs }).getByRole('tab', { name, exact: true }).click();
  await page.getByRole('tab', { name, exact: true, selected: true }).waitFor();
}

for (const language of ['en', 'hu'] as const) {
  describe(`the restaurant editor (${language})`, () => {
    const T = texts[language];
    const E = entityScreenTexts[language];
    let stack: Stack;
    let context: BrowserContext;
    beforeAll(async () => {
      stack = await startStack();
      context = await signedInContext(stack, language);
    });
    afterAll(async () => {
      await context?.close();
      await stack?.close();
    });
    const restaurants = () => stack.sandbox.sandbox.store.list('restaurants');

    it('creates a restaurant, sets its hours and a special closure, draws a delivery area, and clones it', async () => {
      const name = `E2E Bistro ${language}`;
      const page = await openPage(context, '/restaurants/create');
      await page.getByRole('textbox', { name: T.name, exact: true }).first().fill(name);
      await saveWhenValid(page, E);
      await page.waitForURL((url) => /^\/restaurants\/\d+$/.test(url.pathname));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      await page.getByRole('heading', { level: 1, name }).waitFor();
      expect(restaurants().find((entry) => entry.id === id)?.name).toBe(name);

      // The pickup position the delivery areas are drawn around.
      await openTab(page, T.tabs, T.pickup);
      await page.waitForURL((url) => url.pathname === `/restaurants/${id}/pickup-delivery`);
      const place = page.getByRole('group', { name: T.pickupPlace, exact: true });
      await place.getByRole('textbox', { name: T.latitude, exact: true }).fill('47.4979');
      await place.getByRole('textbox', { name: T.longitude, exact: true }).fill('19.0402');
      await save(page, E);
      await expect
        .poll(() => restaurants().find((entry) => entry.id === id)?.personalPickupInformation)
        .toMatchObject({ latitude: 47.4979, longitude: 19.0402 });

      // Business hours: an overlapping period is refused on its field, then the week and a closure are saved.
      await openTab(page, T.tabs, T.businessHours);
      const monday = page.getByRole('group', { name: T.monday, exact: true });
      await monday.getByRole('button', { name: T.addPeriod, exact: true }).click();
      await monday.getByRole('textbox', { name: T.from, exact: true }).nth(0).fill('10:00');
      await monday.getByRole('textbox', { name: T.until, exact: true }).nth(0).fill('14:00');
      await monday.getByRole('button', { name: T.addPeriod, exact: true }).click();
      const secondFrom = monday.getByRole('textbox', { name: T.from, exact: true }).nth(1);
      await secondFrom.fill('12:00');
      await monday.getByRole('textbox', { name: T.until, exact: true }).nth(1).fill('16:00');
      await expect.poll(() => descriptionOf(secondFrom)).toContain(E.invalid);
      await secondFrom.fill('15:00');
      await expect.poll(() => descriptionOf(secondFrom)).not.toContain(E.invalid);

      await page.getByRole('button', { name: T.addClosure, exact: true }).click();
      const closure = await typeDate(page, T.closureDate, new Date(Date.now() + 40 * 86_400_000), language);
      await save(page, E);
      await expect
        .poll(() => restaurants().find((entry) => entry.id === id)?.openingDays)
        .toEqual([
          {
            day: 1,
            timeIntervals: [
              { openTime: '10:00', closeTime: '14:00' },
              { openTime: '15:00', closeTime: '16:00' },
            ],
          },
        ]);
      expect(restaurants().find((entry) => entry.id === id)?.specialClosures).toContainEqual({
        date: closure,
        timeIntervals: [],
      });

      // A delivery area drawn in the built-in editor: a polygon whose first corner moves 30 m north by keyboard.
      await openTab(page, T.tabs, T.areas);
      await page.getByRole('button', { name: T.addArea, exact: true }).click();
      const card = page.getByRole('region', { name: T.area, exact: true });
      await card.getByRole('button', { name: new RegExp(T.shape) }).click();
      await page.getByRole('option', { name: T.polygon, exact: true }).click();
      const corner = card.getByRole('button', { name: T.corner, exact: true });
      await corner.focus();
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      await saveWhenValid(page, E);
      await expect
        .poll(() => (restaurants().find((entry) => entry.id === id)?.areas as unknown[] | undefined)?.length)
        .toBe(1);
      const areas = restaurants().find((entry) => entry.id === id)?.areas as Array<Record<string, unknown>>;
      expect(areas[0]).toMatchObject({ name: T.area, preOrderDayUntil: 30, priceCategory: 'average' });
      expect(areas[0]?.area).toHaveLength(4);
      expect(areas[0]?.deliveryRadius).toBeNull();

      // Clone it from the list: the clone's edit page opens.
      const before = restaurants().length;
      const list = await openPage(context, '/restaurants?itemsPerPage=100');
      const table = await listTable(list, T.many, language);
      const row = table.getByRole('row').filter({ hasText: name });
      await row.getByRole('button', { name: T.rowActions, exact: true }).click();
      await list.getByRole('menuitem', { name: T.clone, exact: true }).click();
      await expect.poll(() => restaurants().length).toBe(before + 1);
      const clone = restaurants().at(-1);
      await list.waitForURL((url) => url.pathname === `/restaurants/${String(clone?.id)}`);
      await list.getByRole('heading', { level: 1, name: `${name} (copy)` }).waitFor();
      expect(clone?.areas).toEqual(restaurants().find((entry) => entry.id === id)?.areas);
      await list.close();
      await page.close();
    });

    // One test per page: together they took over two minutes on a busy machine.
    it.each(T.pages)('has no axe violations on the editor page %s', async (name) => {
      const page = await openPage(context, `/restaurants/1/${name}`);
      await page.getByRole('form').waitFor();
      expect(await axeViolations(page), name).toEqual([]);
      await page.close();
    });
  });
}
