// Screenshots (not a test) of the restaurant admin's live screen (the active tab with its active order) at
// 1440 × 900, 1024 × 768 and 800 px, for the design comparison in apps/backoffice/README.md ("Order screens").
// Build first, then from e2e/:
//   E2E_APP_DIST=/tmp/dist-x node --conditions=@backoffice/source --import tsx support/liveScreenshots.ts <tag>
// writes apps/backoffice/docs/screenshots/live-{1440,1024,800}-<tag>.png.
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';

import { approveAllIncoming, incomingOrdersDecided } from './incomingOrders';
import { signInWith } from './signIn';
import { startStack } from './stack';

const tag = process.argv[2] ?? 'after';
const out = resolve(import.meta.dirname, '../../apps/backoffice/docs/screenshots');
mkdirSync(out, { recursive: true });
const MAX_HEIGHT = 1800;

const stack = await startStack();
try {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [800, 900],
  ] as const) {
    const context = await stack.browser.newContext({ viewport: { width, height }, reducedMotion: 'reduce' });
    // tsx keeps function names with a `__name` helper that functions sent into the page (the shared waits of
    // incomingOrders.ts) call; vitest does not, so only this script needs it there.
    await context.addInitScript('window.__name = (fn) => fn;');
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/login`);
    await signInWith(page, 'restaurant@example.com');
    await page.waitForURL(/\/orders\/active/);
    await page
      .getByRole('status', { name: 'Live updates', includeHidden: true })
      .getByText(/Connected/)
      .waitFor();
    // The seed may have orders due now: the incoming-order dialog is modal until each is handled.
    await approveAllIncoming(page);
    await incomingOrdersDecided(page);
    await page.evaluate(() => document.fonts.ready);
    await page.mouse.move(0, 0);
    await shoot(page, `live-${width}-${tag}.png`);
    await context.close();
  }
} finally {
  await stack.close();
}

async function shoot(page: Page, name: string) {
  const { width, height: viewport } = page.viewportSize() ?? { width: 1440, height: 900 };
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  await page.screenshot({
    path: resolve(out, name),
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(Math.max(height, viewport), MAX_HEIGHT) },
    animations: 'disabled',
    caret: 'hide',
  });
  console.log(
    `${name}: ${width} × ${Math.min(height, MAX_HEIGHT)} (page ${height} px tall, ${scrollWidth} px wide)`,
  );
}
