// The menu editor of issue 14 ("Done when"), in English and in Hungarian, each on its own stack: restaurant@
// reorders two meals by keyboard and the order survives a reload, inactivates a category for today, imports a menu
// file (and is told why a bad one is refused), exports the meals and the categories; axe finds nothing on the page.
import { readFile } from 'node:fs/promises';

import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../support/entityScreens';
import { axeViolations } from '../support/entityScreens';
import { approveAllIncoming, quietRestaurantOrders } from '../support/incomingOrders';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/** What the menu editor says, as the user reads it (apps/backoffice/src/i18n/{en,hu}/menuEditor.ts). */
interface MenuTexts {
  heading: string;
  categories: string;
  mealsOf: (name: string) => string;
  moveDown: (name: string) => string;
  actionsFor: (name: string) => string;
  inactivateForToday: string;
  inactiveToday: string;
  imported: string;
  importedMeals: (count: number) => string;
  badFile: string;
  exportMeals: string;
  exportCategories: string;
  optionsTab: string;
  groups: string;
}

const TEXTS: Record<Language, MenuTexts> = {
  en: {
    heading: 'Restaurant',
    categories: 'Meal categories',
    mealsOf: (name) => `Meals of ${name}`,
    moveDown: (name) => `Move ${name} down`,
    actionsFor: (name) => `Actions for ${name}`,
    inactivateForToday: 'Inactivate for today',
    inactiveToday: 'Inactive today',
    imported: 'Menu imported',
    importedMeals: (count) => `${count} meals imported.`,
    badFile: 'The file could not be imported',
    exportMeals: 'Export meals',
    exportCategories: 'Export categories',
    optionsTab: 'Options',
    groups: 'Meal option groups',
  },
  hu: {
    heading: 'Étterem',
    categories: 'Ételkategóriák',
    mealsOf: (name) => `${name} ételei`,
    moveDown: (name) => `${name} lejjebb`,
    actionsFor: (name) => `${name} műveletei`,
    inactivateForToday: 'Inaktiválás mára',
    inactiveToday: 'Ma inaktív',
    imported: 'A menü importálva',
    importedMeals: (count) => `${count} étel importálva.`,
    badFile: 'A fájlt nem sikerült importálni',
    exportMeals: 'Ételek exportálása',
    exportCategories: 'Kategóriák exportálása',
    optionsTab: 'Opciók',
    groups: 'Opciócsoportok',
  },
};

const MENU = '/restaurants/1/menu';

/** The names in a menu list, in order (each row's first line). */
const rowNames = (list: Locator) =>
  list
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('span > span')?.textContent ?? ''));

/** Signs restaurant@ in, in the language, on the menu editor. */
async function signedIn(stack: Stack, language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl, acceptDownloads: true });
  const page = await context.newPage();
  await page.goto(`/login?redirectTo=${encodeURIComponent(MENU)}`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL((url) => url.pathname === MENU);
  // The seed has orders due now: the incoming-order dialog is modal over every screen until they are approved.
  await approveAllIncoming(page);
  if (language === 'hu') {
    await page.getByRole('radio', { name: 'Hungarian' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hu');
    await page.reload();
  }
  return { context, page };
}

function describeMenuFlows(language: Language) {
  const T = TEXTS[language];
  describe(`the menu editor (${language})`, () => {
    let stack: Stack;
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      stack = await startStack();
      // The menu is the subject, not the service: restaurant 1's orders are out of the incoming-order dialog
      // (modal over every screen), so that it does not open in the middle of a step.
      quietRestaurantOrders(stack, 1);
      ({ context, page } = await signedIn(stack, language));
    });
    afterAll(async () => {
      await context?.close();
      await stack?.close();
    });
    const store = () => stack.sandbox.sandbox.store;

    it('reorders two meals by keyboard, and the order survives a reload', async () => {
      const meals = page.getByRole('grid', { name: T.mealsOf('Mains') });
      await expect
        .poll(() => rowNames(meals))
        .toEqual(['Spaghetti carbonara', 'Lasagne', 'Margherita pizza']);
      await page.getByRole('button', { name: T.moveDown('Spaghetti carbonara') }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(() => rowNames(meals))
        .toEqual(['Lasagne', 'Spaghetti carbonara', 'Margherita pizza']);
      await expect.poll(() => store().get('meals', 1)?.position).toBe(2);

      await page.reload();
      const reloaded = page.getByRole('grid', { name: T.mealsOf('Mains') });
      await expect
        .poll(() => rowNames(reloaded))
        .toEqual(['Lasagne', 'Spaghetti carbonara', 'Margherita pizza']);
    });

    it('inactivates a category for today', async () => {
      const categories = page.getByRole('grid', { name: T.categories });
      await expect.poll(() => rowNames(categories)).toEqual(['Mains', 'Extras']);
      await page.getByRole('button', { name: T.actionsFor('Extras') }).click();
      await page.getByRole('menuitem', { name: T.inactivateForToday }).click();
      await expect.poll(() => categories.getByRole('row').nth(1).textContent()).toContain(T.inactiveToday);
      expect(store().get('meal-categories', 2)?.inactiveUntil).toEqual(expect.any(String));
    });

    it('imports a menu file with a summary, and refuses a bad file with the reason', async () => {
      await page.locator('input[type="file"]').setInputFiles({
        name: 'menu.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from('name,price,category\nFisherman soup,3200,Soups\nPancakes,1500,Soups\n'),
      });
      const status = page.getByRole('status').filter({ hasText: T.imported });
      await status.waitFor();
      expect(await status.textContent()).toContain(T.importedMeals(2));
      const categories = page.getByRole('grid', { name: T.categories });
      await expect.poll(() => rowNames(categories)).toEqual(['Mains', 'Extras', 'Soups']);
      await categories.getByText('Soups', { exact: true }).click();
      const soups = page.getByRole('grid', { name: T.mealsOf('Soups') });
      await expect.poll(() => rowNames(soups)).toEqual(['Fisherman soup', 'Pancakes']);

      await page.locator('input[type="file"]').setInputFiles({
        name: 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
      });
      const alert = page.getByRole('alert').filter({ hasText: T.badFile });
      await alert.waitFor();
      expect(await alert.textContent()).toContain('CSV');
    });

    it('exports the meals and the categories', async () => {
      const [meals] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: T.exportMeals }).click(),
      ]);
      expect(meals.suggestedFilename()).toBe('meals-1.csv');
      const mealLines = (await readFile(await meals.path(), 'utf8')).trim().split(/\r?\n/);
      expect(mealLines[0]).toContain('name');
      expect(mealLines.some((line) => line.includes('Fisherman soup'))).toBe(true);

      const [categories] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: T.exportCategories }).click(),
      ]);
      expect(categories.suggestedFilename()).toBe('categories-1.csv');
      expect(await readFile(await categories.path(), 'utf8')).toContain('Soups');
    });

    it('has no axe violations, on the meals and on the options', async () => {
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('tab', { name: T.optionsTab }).click();
      await expect.poll(() => rowNames(page.getByRole('grid', { name: T.groups }))).toEqual(['Extras']);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}

describeMenuFlows('en');
describeMenuFlows('hu');
