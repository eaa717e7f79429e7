// Screenshots (not a test) of the order edit screen and the orders table at 1440 and 800 px, for the design
// comparison in apps/backoffice/README.md ("Order screens"). Build first, then from e2e/:
//   E2E_APP_DIST=/tmp/dist-x node --conditions=@backoffice/source --import tsx support/orderScreenshots.ts <tag>
// writes apps/backoffice/docs/screenshots/{order-edit,orders-table}-{1440,800}-<tag>.png.
import { mkdirSync } from 'node:fs';

import { SCREENSHOTS_DIR, shootPage } from './screenshots';
import { signInWith } from './signIn';
import { startStack } from './stack';

const tag = process.argv[2] ?? 'after';
mkdirSync(SCREENSHOTS_DIR, { recursive: true });
/** Tall enough for the whole two-column order screen; the one-column pages are cut there. */
const MAX_HEIGHT = 1800;

const stack = await startStack();
try {
  const store = stack.sandbox.sandbox.store;
  // A new company order, so that approve and cancel are offered and the company share shows.
  const order = store
    .orders()
    .find(
      (candidate) =>
        candidate.status === 'new' &&
        candidate.isDeliveryProcessed === true &&
        (candidate.canteenRules ?? []).length === 0 &&
        (candidate.priceSumFirm ?? 0) > 0 &&
        candidate.userProfile,
    );
  if (!order) throw new Error('the seed has a new company order');
  for (const width of [1440, 800]) {
    const context = await stack.browser.newContext({
      viewport: { width, height: 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/orders/${order.id}`);
    await signInWith(page, 'admin@example.com');
    await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
    await page.getByRole('region', { name: 'Meals' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    await shootPage(page, `order-edit-${width}-${tag}.png`, MAX_HEIGHT);
    await page.goto(`${stack.appUrl}/orders`);
    await page.getByRole('table', { name: 'Orders' }).getByRole('row').nth(1).waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    await page.mouse.move(0, 0);
    await shootPage(page, `orders-table-${width}-${tag}.png`, 900);
    await context.close();
  }
} finally {
  await stack.close();
}
