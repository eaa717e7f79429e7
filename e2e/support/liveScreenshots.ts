// Screenshots (not a test) of the restaurant admin's live screen (the active tab with its active order) at
// 1440 × 900, 1024 × 768 and 800 px, for the design comparison in apps/backoffice/README.md ("Order screens").
// Build first, then from e2e/:
//   E2E_APP_DIST=/tmp/dist-x node --conditions=@backoffice/source --import tsx support/liveScreenshots.ts <tag>
// writes apps/backoffice/docs/screenshots/live-{1440,1024,800}-<tag>.png.
import { mkdirSync } from 'node:fs';

import { openLiveScreen } from './liveScreen';
import { SCREENSHOTS_DIR, shootPage } from './screenshots';
import { startStack } from './stack';

const tag = process.argv[2] ?? 'after';
mkdirSync(SCREENSHOTS_DIR, { recursive: true });

const stack = await startStack();
try {
  for (const [width, height] of [
    [1440, 900],
    [1024, 768],
    [800, 900],
  ] as const) {
    // tsx keeps function names with a `__name` helper that functions sent into the page (the shared waits of
    // incomingOrders.ts) call; vitest does not, so only this script needs it there.
    const page = await openLiveScreen(
      stack,
      { width, height },
      { initScript: 'window.__name = (fn) => fn;' },
    );
    await page.mouse.move(0, 0);
    await shootPage(page, `live-${width}-${tag}.png`, 1800);
    await page.context().close();
  }
} finally {
  await stack.close();
}
