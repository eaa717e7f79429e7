// Benchmark of the entity screen layer (not a test), on the production build in Chromium against a fresh sandbox:
// - list: navigation to /coupons?itemsPerPage=100 until the table shows its 100 rows (not busy);
// - validation: typing a name that starts with a space into the brand form until the field shows Invalid (this
//   includes the spec's 1000 ms validation delay of the generic form).
// Median of 10 each. Run after `npm run build -w @backoffice/app`: `npm run bench:entities -w @backoffice/app`.
import { signInWith } from '../../../e2e/support/signIn';
import { startStack } from '../../../e2e/support/stack';
import { describe } from './stats';

const RUNS = 10;
const ROWS = 100;

declare global {
  interface Window {
    /** performance.now() of the last key typed, set by the page listener the benchmark installs. */
    benchTypedAt?: number;
  }
}

const stack = await startStack();
try {
  // The sandbox seeds three coupons; add more so the list has a full page of 100.
  const { sandbox } = stack.sandbox;
  for (let index = sandbox.store.list('coupons').length; index < ROWS + 10; index += 1) {
    sandbox.store.insert('coupons', {
      id: sandbox.store.nextId('coupons'),
      code: `BENCH${String(index).padStart(3, '0')}`,
      value: 100 + index,
      minimumPrice: 1000,
      maximumPrice: null,
      restaurants: ['/api/v1/restaurants/1'],
      isActive: index % 3 !== 0,
    });
  }

  const context = await stack.browser.newContext({ baseURL: stack.appUrl });
  const page = await context.newPage();
  const listPath = `/coupons?itemsPerPage=${ROWS}`;
  await page.goto(`/login?redirectTo=${encodeURIComponent(listPath)}`);
  await signInWith(page, 'admin@example.com');
  await page.getByRole('table', { name: 'Coupons list' }).waitFor({ timeout: 15_000 });

  const listTimes: number[] = [];
  const validationTimes: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.goto(listPath);
    // Polled every animation frame; the page's own clock starts at the navigation.
    const rendered = await page.waitForFunction(
      (rows) => {
        const table = document.querySelector('table');
        if (!table || table.parentElement?.getAttribute('aria-busy') === 'true') return false;
        return table.querySelectorAll('tbody tr th a').length >= rows && performance.now();
      },
      ROWS,
      { timeout: 30_000 },
    );
    listTimes.push(Number(await rendered.jsonValue()));

    await page.goto('/brands/create');
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.waitFor({ timeout: 15_000 });
    await name.evaluate((input) => {
      window.benchTypedAt = undefined;
      input.addEventListener('input', () => (window.benchTypedAt = performance.now()));
    });
    await name.pressSequentially(' Soup', { delay: 20 });
    const shown = await page.waitForFunction(
      () => {
        const input = document.querySelector('input[name="name"]');
        const typedAt = window.benchTypedAt;
        return (
          typedAt !== undefined &&
          input?.getAttribute('aria-invalid') === 'true' &&
          performance.now() - typedAt
        );
      },
      undefined,
      { timeout: 30_000 },
    );
    validationTimes.push(Number(await shown.jsonValue()));
  }
  console.log(`coupons in the sandbox: ${sandbox.store.list('coupons').length}`);
  console.log(`entity list with ${ROWS} rows (navigation → rows shown): ${describe(listTimes)}`);
  console.log(
    `form validation (last key typed → Invalid shown, 1000 ms delay of the spec included): ${describe(validationTimes)}`,
  );
  await context.close();
} finally {
  await stack.close();
}
