// Benchmark of the admin orders table (not a test), on the production build in Chromium against a fresh sandbox:
// - render: navigation to /orders?itemsPerPage=100 until the table shows its 100 rows (not busy);
// - filter: the Apply press of the filter panel (status New) until the table shows only new orders (this includes
//   the list fetch's 100 ms debounce of the spec).
// Median of 10 each. Run after `npm run build -w @backoffice/app`: `npm run bench:table -w @backoffice/app`.
import { signInWith } from '../../../e2e/support/signIn';
import { startStack } from '../../../e2e/support/stack';
import { describe } from './stats';

const RUNS = 10;
const ROWS = 100;

declare global {
  interface Window {
    /** performance.now() of the Apply press, set by the page listener the benchmark installs. */
    benchPressedAt?: number;
  }
}

const stack = await startStack();
try {
  // The sandbox seeds 40 orders; place more (as customers would) so the table has a full page of 100.
  const { sandbox } = stack.sandbox;
  for (let index = sandbox.store.orders().length; index < ROWS + 10; index += 1)
    sandbox.placeOrder((index % 2) + 1);

  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  const page = await context.newPage();
  const listPath = `/orders?itemsPerPage=${ROWS}`;
  await page.goto(`/login?redirectTo=${encodeURIComponent(listPath)}`);
  await signInWith(page, 'admin@example.com');
  await page.getByRole('table', { name: 'Orders' }).waitFor({ timeout: 15_000 });

  const renderTimes: number[] = [];
  const filterTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(listPath);
    // Polled every animation frame; the page's own clock starts at the navigation.
    const rendered = await page.waitForFunction(
      (rows) => {
        const table = document.querySelector('table');
        if (!table || table.parentElement?.getAttribute('aria-busy') === 'true') return false;
        return table.querySelectorAll('tbody tr').length >= rows && performance.now();
      },
      ROWS,
      { timeout: 30_000 },
    );
    renderTimes.push(Number(await rendered.jsonValue()));

    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('region', { name: 'Filter orders' });
    await panel
      .getByRole('button', { name: /Status/ })
      .first()
      .click();
    await page.getByRole('option', { name: 'New', exact: true }).click();
    const apply = panel.getByRole('button', { name: 'Apply' });
    await apply.evaluate((button) => {
      window.benchPressedAt = undefined;
      button.addEventListener('pointerdown', () => (window.benchPressedAt = performance.now()), {
        once: true,
      });
    });
    await apply.click();
    const filtered = await page.waitForFunction(
      () => {
        const pressedAt = window.benchPressedAt;
        const table = document.querySelector('table');
        if (pressedAt === undefined || !table || table.parentElement?.getAttribute('aria-busy') === 'true') {
          return false;
        }
        if (!/filter(\[|%5B)status(\]|%5D)=new/.test(window.location.search)) return false;
        const statuses = [...table.querySelectorAll('tbody tr > :nth-child(3)')].map(
          (cell) => cell.textContent,
        );
        return (
          statuses.length > 0 && statuses.every((status) => status === 'New') && performance.now() - pressedAt
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    filterTimes.push(Number(await filtered.jsonValue()));
  }
  const newOrders = sandbox.store.orders().filter((order) => order.status === 'new').length;
  console.log(`orders in the sandbox: ${sandbox.store.orders().length} (${newOrders} new)`);
  console.log(`render the table with ${ROWS} rows (navigation → rows shown): ${describe(renderTimes)}`);
  console.log(`apply a filter (status New; Apply press → filtered rows shown): ${describe(filterTimes)}`);
  await context.close();
} finally {
  await stack.close();
}
