// Pointer drag and drop in the menu editor (issue 14): restaurant@ drags a meal to a new place with the mouse, in
// English and in Hungarian, and the order survives a reload. React Aria's drag and drop starts a native drag only
// after real pointer moves, so the mouse is pressed on the row's handle and moved in steps onto the drop place.
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Language } from '../support/entityScreens';
import { approveAllIncoming, quietRestaurantOrders } from '../support/incomingOrders';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/** What the menu editor says, as the user reads it (apps/backoffice/src/i18n/{en,hu}/menuEditor.ts). */
const TEXTS: Record<Language, { mealsOf: (name: string) => string; drag: (name: string) => string }> = {
  en: { mealsOf: (name) => `Meals of ${name}`, drag: (name) => `Drag ${name}` },
  hu: { mealsOf: (name) => `${name} ételei`, drag: (name) => `${name} húzása` },
};

const MENU = '/restaurants/1/menu';

/** The names in a menu list, in order (each row's first line). */
const rowNames = (list: Locator) =>
  list
    .getByRole('row')
    .evaluateAll((rows) => rows.map((row) => row.querySelector('span > span')?.textContent ?? ''));

/** The middle of an element on the page. */
async function centre(locator: Locator): Promise<{ x: number; y: number; height: number }> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not on the page.');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, height: box.height };
}

/**
 * Drags a row by its handle with the mouse and drops it after another row: press, a few small moves to start the
 * drag, then moves in steps onto the lower part of the target row, and release once React Aria marks the drop place
 * right after that row. When no drop place is marked (the drag had not started yet, or the rows moved under the
 * pointer: the drop indicators React Aria adds between them push them down), the pointer lets go over the page's
 * corner, where nothing takes a drop, so the drag is cancelled, and the whole gesture is tried again.
 */
async function dragAfter(page: Page, handle: Locator, target: Locator): Promise<void> {
  // React Aria marks the drop place when it renders after the drag's move; a busy machine renders late, so the mark
  // is awaited for some frames (not a time: a slow machine's frames are slow too) before the try counts as failed.
  // (Runs in the page: Playwright sends the function's text, so it names nothing from here.)
  const markedAfterWithin = (row: Element, frames: number) =>
    new Promise<boolean>((resolve) => {
      const check = (left: number) => {
        const marked = row.parentElement?.querySelector('[data-drop-target]');
        if (marked && row.compareDocumentPosition(marked) & Node.DOCUMENT_POSITION_FOLLOWING) resolve(true);
        else if (left === 0) resolve(false);
        else requestAnimationFrame(() => check(left - 1));
      };
      check(frames);
    });
  await expect
    .poll(async () => {
      const from = await centre(handle);
      await page.mouse.move(from.x, from.y);
      await page.mouse.down();
      await page.mouse.move(from.x + 4, from.y + 4, { steps: 4 });
      const to = await centre(target);
      await page.mouse.move(to.x, to.y + to.height / 3, { steps: 8 });
      if (await target.evaluate(markedAfterWithin, 30)) {
        await page.mouse.up();
        return true;
      }
      await page.mouse.move(1, 1, { steps: 4 });
      await page.mouse.up();
      return false;
    })
    .toBe(true);
}

async function signedIn(stack: Stack, language: Language): Promise<{ context: BrowserContext; page: Page }> {
  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  const page = await context.newPage();
  await page.goto(`/login?redirectTo=${encodeURIComponent(MENU)}`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL((url) => url.pathname === MENU);
  await approveAllIncoming(page);
  if (language === 'hu') {
    await page.getByRole('radio', { name: 'Hungarian' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'hu', null);
    await page.reload();
  }
  return { context, page };
}

function describeDrag(language: Language) {
  const T = TEXTS[language];
  describe(`dragging a meal with the mouse (${language})`, () => {
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

    it('moves the meal where it is dropped, saves it, and keeps the order after a reload', async () => {
      const meals = page.getByRole('grid', { name: T.mealsOf('Mains') });
      await expect
        .poll(() => rowNames(meals))
        .toEqual(['Spaghetti carbonara', 'Lasagne', 'Margherita pizza']);
      const meal = meals.getByRole('row').filter({ hasText: 'Spaghetti carbonara' });
      await dragAfter(
        page,
        meal.getByRole('button', { name: T.drag('Spaghetti carbonara') }),
        meals.getByRole('row').filter({ hasText: 'Margherita pizza' }),
      );
      await expect
        .poll(() => rowNames(meals))
        .toEqual(['Lasagne', 'Margherita pizza', 'Spaghetti carbonara']);
      // Saved with PUT move-to-position.
      await expect.poll(() => stack.sandbox.sandbox.store.get('meals', 1)?.position).toBe(3);

      await page.reload();
      const reloaded = page.getByRole('grid', { name: T.mealsOf('Mains') });
      await expect
        .poll(() => rowNames(reloaded))
        .toEqual(['Lasagne', 'Margherita pizza', 'Spaghetti carbonara']);
    });
  });
}

describeDrag('en');
describeDrag('hu');
