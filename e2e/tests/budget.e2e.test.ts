import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { measureLoad, measureLogin } from '../support/measure';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/**
 * The /login bundle budget: gzip JS and CSS loaded for /login, each within its own budget since 2026-11-28 (issue
 * #22's line is the JS: at most 100 KiB at /login). Measured 185.0 kB (179.2 kB JS + 5.8 kB CSS) on
 * 2026-11-21 with `npm run bench -w @backoffice/app`, and 215.4 KiB (220,548 B) on 2026-11-24 once the screens of
 * issues 13 to 17 had added their texts: the whole English dictionary loads at sign-in, so every screen's texts
 * count here. 195.9 KiB (200,620 B: 187.5 kB JS in 14 files, 13.1 kB CSS) on 2026-11-24 once /login loaded only
 * the core texts (I18nProvider's TextScope) and qs-esm replaced qs, with the screens of issues 13 to 20 built.
 * 126.1 KiB (129,159 B: 112.9 KiB JS in 9 files, 13.2 KiB CSS in 2) on 2026-11-24 once the sign-in screens used
 * native controls and the shell, the toast region, the unsaved-changes dialog and the system pages built on React
 * Aria loaded on first use (issue #22): of React Aria only the router and toast-queue helpers (about 4.5 kB
 * minified) load at /login. 117.2 KiB (120,009 B: 113.4 KiB JS in 9 files + 3.8 KiB CSS) on 2026-11-24 once the
 * app's entry imported the kit's first-screen pieces from `@backoffice/ui/base` instead of its barrel, which had
 * brought every kit component's style sheet along (13.2 → 3.8 KiB CSS). The budget keeps a small margin over
 * that; issue #22's goal is 100 KiB (apps/backoffice/README.md, "Figures", says what is left in the way).
 * 109.2 KiB (111,857 B: 108,003 B JS in 11 files + 3,854 B CSS) on 2026-11-28, from 117.6 KiB, once SWR and React
 * Aria's router left the entry for the screen layer under every other screen (apps/backoffice/src/shell/
 * ScreenLayer.tsx) and the platform's translations no longer came with the admin calls' entity structs.
 * 103.3 KiB (105,816 B: 103,121 B JS in 9 files + 2,695 B CSS in 2) on 2026-11-28 once the boot's layouts were plain
 * classes instead of the kit's Box and Stack (their sprinkles' runtime and every layout atom's CSS left), the
 * spinner and icon classes were picked without a recipe's runtime, the sign-in screens read their parameters
 * with URLSearchParams (qs's parse left) and the deployment error page loaded only when shown.
 * 102.0 KiB (104,400 B: **101,603 B JS** (99.2 KiB) in 6 files + 2,797 B CSS in 3) on 2026-11-28 once frame mode's
 * messaging loaded only inside a frame, downloads' file-name parser with the first download, the
 * use-sync-external-store shim gave way to React's own hook, the module-preload polyfill left, and the sign-in
 * screens' four smallest chunks joined `signin-shared` (apps/backoffice/vite.config.ts). 101,188 B of JS on
 * 2026-11-28 once the first signed-in screen's code came in two chunks: the entry's preload lists name fewer files.
 * 102,384 B on 2026-11-29 (the names in those lists change with every build of the other chunks, and their hashes
 * do not compress), then 101,648 B the same day once the production files were named by their hash alone
 * (apps/backoffice/vite.config.ts).
 */
const LOGIN_BUDGET = { js: 100 * 1024, css: 3 * 1024 };

/**
 * The first screen after sign-in: gzip JS and CSS loaded for /orders (admin, a fresh load with the session's
 * cookies, until the network is idle). 306.9 KiB (314,244 B, 61 files) on 2026-11-24, the order edit screen's
 * chunks included (about 18 KiB, prefetched once the browser is idle, which it is before the network is);
 * issue #22's goal is 160 KiB: the orders screen's React Aria overlays, table and fields, pusher-js and the
 * English texts make most of it (apps/backoffice/README.md). 313.8 KiB (321,298 B, 76 files) on 2026-11-24 once the
 * kit's CSS left the entry: the screens' chunks now carry their components' styles, 8 kB less CSS in all but in
 * 15 more files, each compressed on its own (13.5 → 17.9 KiB gzip CSS at /orders), a cost /login's 9.3 KiB saving
 * pays for on the way in. 297.6 KiB (304,770 B, 77 files) on 2026-11-28, from 314.6 KiB (322,151 B) the same day,
 * once the build kept only React Aria's built-in texts in English and Hungarian (apps/backoffice/vite.config.ts).
 * 296.8 KiB (303,914 B, 70 files) on 2026-11-28 with the screen layer in one chunk with the first screen's data
 * module (vite.config.ts). 297.6 KiB (304,726 B, 73 files) on 2026-11-28 once the kit's layout atoms came with the
 * screens' chunks instead of the entry (the /login change above): their CSS in a file of its own. 296.3 KiB
 * (303,421 B: 284,815 B JS (278.1 KiB) + 18,606 B CSS (18.2 KiB) in 71 files) on 2026-11-28 with the /login change
 * above. 261.5 KiB (267,794 B: 248,206 B JS (242.4 KiB) + 19,588 B CSS (19.1 KiB) in 87 files) the same day once the
 * kit's overlays (modal, dialog, menu popover, tooltip, page-size list, mobile drawer) and the lists' filter panel
 * and add-filter dialog loaded on first use (packages/ui/src/private/lazyParts.tsx): 36.6 KiB less JS, 1 KiB more
 * CSS in 16 more files. 233.7 KiB of JS (239,321 B, 86 files with the CSS) the same day once the orders screens
 * loaded their own texts (the core and the orders area: I18nProvider's TextScope `orders`) instead of every area's.
 * 217.0 KiB of JS (222,235 B) and 12.7 KiB of CSS (13,033 B), 29 files, the same day once what /orders loads after
 * the entry came in two chunks instead of about sixty (`signed-in` and `orders-screen`,
 * apps/backoffice/build/firstScreenChunks.ts): the same modules, compressed together. Issue #22's goal is 160 KiB
 * of JS. 202.3 KiB of JS (207,116 B, 17,915 B of it pusher-js) and 12.8 KiB of CSS (13,150 B) in 34 files on
 * 2026-11-29, from 218.8 KiB (224,075 B) that morning, once the shell's and the list's kit parts were native
 * elements (React Aria only for buttons on the first screen), the dates were formatted with date-fns's
 * lightFormat and the order screen's cutoff reading no longer used date-fns's parse. 195.6 KiB of JS (200,243 B)
 * in 35 files on 2026-11-29 once the kit's buttons were native outside React Aria's containers
 * (packages/ui/src/private/NativeButton.tsx) and the cut texts' tooltip triggers took React Aria's focus code only
 * on first use: the first screen's shared chunk went from 36.4 to 22.5 kB, but the order edit screen, prefetched
 * once the browser is idle, still brings React Aria's shared field code (about 9 kB) for its text fields.
 * 180.4 KiB of JS (184,766 B, 17,901 B of it pusher-js) in 26 files on 2026-11-29 once the order screen's approve
 * and typed-confirm dialogs were a chunk of their own (screens/orders/edit/OrderActionDialogs.tsx), loaded when the
 * order screen is idle: the prefetched order screen no longer brings React Aria's field code. 178.5 KiB of JS
 * (182,800 B) the same day once the entity screens' texts left the orders area's (i18n/en/ordersArea.ts) and the
 * list pages were compared with dequal's lite build, which SWR brings already. 175.9 KiB (180,143 B) the same day
 * once the prefetched order screen left the dialogs' texts to the dialogs and the kit's theme tokens stayed out of
 * the first screen's chunk (packages/ui/src/theme/media.ts).
 */
const ORDERS_BUDGET = { js: 178 * 1024, css: 14 * 1024 };

/**
 * Issue #22's goal for the JS at /orders, 160 KiB gzip, as its side-by-side harness counts it: what loads for the
 * rows and the order screen's prefetch, not the realtime client that connects once the rows are shown (pusher-js,
 * 17,901 B). 158.4 KiB (162,242 B) on 2026-11-29. The realtime client has a budget of its own: it is one library.
 */
const ORDERS_BEFORE_REALTIME_JS = 160 * 1024;
const REALTIME_JS = 18 * 1024;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('bundle budget', () => {
  it('keeps the JS and CSS loaded for /login within their budgets', async () => {
    const { login, context } = await measureLogin(stack);
    await context.close();
    expect(login.js, 'gzip bytes of JS loaded for /login').toBeLessThanOrEqual(LOGIN_BUDGET.js);
    expect(login.css, 'gzip bytes of CSS loaded for /login').toBeLessThanOrEqual(LOGIN_BUDGET.css);
  });

  it('keeps the JS and CSS loaded for /orders within their budgets', async () => {
    const { firstScreen } = await measureLoad(stack);
    expect(firstScreen.js, 'gzip bytes of JS loaded for /orders').toBeLessThanOrEqual(ORDERS_BUDGET.js);
    expect(firstScreen.css, 'gzip bytes of CSS loaded for /orders').toBeLessThanOrEqual(ORDERS_BUDGET.css);
    // The realtime client is found by its chunk's name: a build that no longer names it fails here, not below.
    expect(firstScreen.realtimeJs, 'gzip bytes of the realtime client at /orders').toBeGreaterThan(0);
    expect(firstScreen.realtimeJs, 'gzip bytes of the realtime client at /orders').toBeLessThanOrEqual(
      REALTIME_JS,
    );
    expect(
      firstScreen.js - firstScreen.realtimeJs,
      'gzip bytes of JS loaded for /orders before the realtime client',
    ).toBeLessThanOrEqual(ORDERS_BEFORE_REALTIME_JS);
  });
});
