// Benchmark of the menu editor (not a test), on the production build in Chromium against a fresh sandbox whose
// restaurant 1 has a large menu: 40 categories of 15 meals (600 meals).
// - open: navigation to /restaurants/1/menu until the 40 categories and the first category's meals are shown;
// - switch: choosing another category until its meals are shown;
// - reorder: pressing a meal's "move down" button until the new order shows (the optimistic order, before the
//   platform answers), and the longest main-thread task (Long Tasks API) seen while the move and its reload run.
// Median of 10 each. Run after a build: `npm run build -w @backoffice/app && npm run bench:menu -w @backoffice/app`
// (E2E_APP_DIST=<folder> to use a build made elsewhere).
import { approveAllIncoming } from '../../../e2e/support/incomingOrders';
import { signInWith } from '../../../e2e/support/signIn';
import { startStack } from '../../../e2e/support/stack';
import { describe } from './stats';

const RUNS = 10;
const CATEGORIES = 40;
const MEALS_PER_CATEGORY = 15;

declare global {
  interface Window {
    /** Long tasks (ms) seen since the benchmark last cleared the list. */
    benchLongTasks?: number[];
  }
}

const stack = await startStack();
try {
  const { store } = stack.sandbox.sandbox;
  const restaurant = '/api/v1/restaurants/1';
  for (const base of ['meals', 'meal-categories']) {
    for (const entry of store.list(base).filter((item) => item.restaurant === restaurant))
      store.remove(base, entry.id);
  }
  for (let category = 1; category <= CATEGORIES; category += 1) {
    const id = store.nextId('meal-categories');
    store.insert('meal-categories', {
      id,
      name: `Category ${String(category).padStart(2, '0')}`,
      restaurant,
      isActive: true,
      position: category,
      inactiveUntil: null,
    });
    for (let meal = 1; meal <= MEALS_PER_CATEGORY; meal += 1) {
      store.insert('meals', {
        id: store.nextId('meals'),
        name: `Meal ${category}-${meal}`,
        description: null,
        restaurant,
        category: `/api/v1/meal-categories/${id}`,
        price: 1000 + meal * 100,
        discountPrice: null,
        supplierPrice: 700 + meal * 70,
        kcal: 400,
        deliveryUnit: 1,
        minimumQuantity: 1,
        groupsOrder: [],
        position: meal,
        isActive: true,
        inactiveUntil: null,
        imageMedia: null,
        thumbMedia: null,
      });
    }
  }
  // The menu is measured, not the service: restaurant 1's new orders are approved, so no incoming-order dialog.
  for (const order of store.orders()) {
    const owner =
      typeof order.restaurant === 'object' && order.restaurant ? order.restaurant.id : order.restaurant;
    if (Number(owner) === 1 && order.status === 'new') {
      order.status = 'approved';
      store.changed('orders', order.id);
    }
  }
  const mealCount = store.list('meals').filter((item) => item.restaurant === restaurant).length;

  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  // tsx keeps function names with an `__name` helper, also in the functions the e2e helpers run in the page.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  const page = await context.newPage();
  const path = '/restaurants/1/menu';
  await page.goto(`/login?redirectTo=${encodeURIComponent(path)}`);
  await signInWith(page, 'restaurant@example.com');
  await page.waitForURL((url) => url.pathname === path, { timeout: 20_000 });
  // The seed has orders due now: the incoming-order dialog is modal until they are approved.
  await approveAllIncoming(page);
  await page.getByRole('grid', { name: 'Meals of Category 01' }).waitFor({ timeout: 30_000 });

  const openTimes: number[] = [];
  const switchTimes: number[] = [];
  const reorderTimes: number[] = [];
  const longestTasks: number[] = [];
  const rowsOf = (name: string) => `[role="grid"][aria-label="${name}"] [role="row"]`;
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(path);
    const opened = await page.waitForFunction(
      ({ categories, meals, perCategory }) =>
        document.querySelectorAll(categories).length === 40 &&
        document.querySelectorAll(meals).length === perCategory &&
        performance.now(),
      {
        categories: rowsOf('Meal categories'),
        meals: rowsOf('Meals of Category 01'),
        perCategory: MEALS_PER_CATEGORY,
      },
      { timeout: 30_000, polling: 'raf' },
    );
    openTimes.push(Number(await opened.jsonValue()));

    const target = `Category ${String(2 + (run % 30)).padStart(2, '0')}`;
    const startedSwitch = await page.evaluate(() => performance.now());
    await page.getByRole('grid', { name: 'Meal categories' }).getByText(target, { exact: true }).click();
    const switched = await page.waitForFunction(
      ({ meals, perCategory }) =>
        document.querySelectorAll(meals).length === perCategory && performance.now(),
      { meals: rowsOf(`Meals of ${target}`), perCategory: MEALS_PER_CATEGORY },
      { timeout: 30_000, polling: 'raf' },
    );
    switchTimes.push(Number(await switched.jsonValue()) - startedSwitch);

    // The first meal of the shown category moves down one place.
    const first = await page
      .locator(`${rowsOf(`Meals of ${target}`)} span > span`)
      .first()
      .textContent();
    const button = page.getByRole('button', { name: `Move ${first ?? ''} down` });
    await button.focus();
    await page.evaluate(() => {
      window.benchLongTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks?.push(entry.duration);
      }).observe({ type: 'longtask' });
    });
    const savedAnswer = page.waitForResponse((answer) => answer.url().includes('/move-to-position'));
    const reloadAnswer = page.waitForResponse(
      (answer) => answer.url().includes('/api/v1/meals?') && answer.request().method() === 'GET',
    );
    const pressedAt = await page.evaluate(() => performance.now());
    await page.keyboard.press('Enter');
    const moved = await page.waitForFunction(
      ({ meals, name }) =>
        document.querySelectorAll(meals)[1]?.querySelector('span > span')?.textContent === name &&
        performance.now(),
      { meals: rowsOf(`Meals of ${target}`), name: first },
      { timeout: 30_000, polling: 'raf' },
    );
    reorderTimes.push(Number(await moved.jsonValue()) - pressedAt);
    // The move is saved and the list reloaded.
    await savedAnswer;
    await reloadAnswer;
    longestTasks.push(await page.evaluate(() => Math.max(0, ...(window.benchLongTasks ?? []))));
  }
  console.log(`menu of ${CATEGORIES} categories and ${mealCount} meals`);
  console.log(
    `open (navigation → 40 categories and the first category's meals shown): ${describe(openTimes)}`,
  );
  console.log(`switch category (click → its ${MEALS_PER_CATEGORY} meals shown): ${describe(switchTimes)}`);
  console.log(`reorder a meal by keyboard (Enter → new order shown): ${describe(reorderTimes)}`);
  console.log(`longest main-thread task while a move saves and reloads: ${describe(longestTasks)}`);
  await context.close();
} finally {
  await stack.close();
}
