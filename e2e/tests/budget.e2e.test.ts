import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { measureLogin } from '../support/measure';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

/**
 * The /login bundle budget: gzip JS + CSS loaded for /login. Measured 185.0 kB (179.2 kB JS + 5.8 kB CSS) on
 * 2026-11-21 with `npm run bench -w @backoffice/app`, and 215.4 KiB (220,548 B) on 2026-11-24 once the screens of
 * issues 13 to 17 had added their texts: the whole English dictionary loads at sign-in, so every screen's texts
 * count here. 195.9 KiB (200,620 B: 187.5 kB JS in 14 files, 13.1 kB CSS) on 2026-11-24 once /login loaded only
 * the core texts (I18nProvider's TextScope) and qs-esm replaced qs, with the screens of issues 13 to 20 built.
 * The budget is 200 KiB; issue #22 brings /login under 100 KiB (native controls on the sign-in form, overlays on
 * first use) and lowers this number with it (apps/backoffice/README.md).
 */
const LOGIN_BUDGET_BYTES = 200 * 1024;

let stack: Stack;
beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('bundle budget', () => {
  it('keeps the JS and CSS loaded for /login within the budget', async () => {
    const { login, context } = await measureLogin(stack);
    await context.close();
    expect(login.js + login.css).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
  });
});
