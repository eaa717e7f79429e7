import type { BrowserConfigOptions } from 'vitest/node';

/**
 * How the story test projects (the kit's and the apps' vitest.config.ts) compare a screenshot with its baseline:
 * `test.browser.expect` of each.
 */
export const screenshotExpect = {
  toMatchScreenshot: {
    comparatorName: 'pixelmatch',
    // A small tolerance absorbs anti-aliasing differences between machines; it stays far below any real change (a
    // 1 px shift of a chip's edge alone differs in more pixels).
    comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 40 },
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
    // How long to try for two equal screenshots in a row: an upper bound (a settled page passes at once), kept
    // below hookTimeout, since the comparison runs in an afterEach hook.
    timeout: 30_000,
  },
} satisfies BrowserConfigOptions['expect'];
