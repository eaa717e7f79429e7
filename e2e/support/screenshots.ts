import { resolve } from 'node:path';

import type { Page } from 'playwright-core';

/** Where the design comparison's screenshots go (apps/backoffice/README.md, "Order screens"). */
export const SCREENSHOTS_DIR = resolve(import.meta.dirname, '../../apps/backoffice/docs/screenshots');

/**
 * Saves the whole page (at least the viewport's height, at most `maxHeight`) as `name` in SCREENSHOTS_DIR, with
 * animations and the caret stilled, and prints its size.
 */
export async function shootPage(page: Page, name: string, maxHeight: number): Promise<void> {
  const { width, height: viewport } = page.viewportSize() ?? { width: 1440, height: 900 };
  const { height, scrollWidth } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  const shown = Math.min(Math.max(height, viewport), maxHeight);
  await page.screenshot({
    path: resolve(SCREENSHOTS_DIR, name),
    fullPage: true,
    clip: { x: 0, y: 0, width, height: shown },
    animations: 'disabled',
    caret: 'hide',
  });
  console.log(`${name}: ${width} × ${shown} (page ${height} px tall, ${scrollWidth} px wide)`);
}
