// The canteen kitchen's live view in Chromium against the sandbox: today's Acme canteen order shows its cutoffs
// with "confirmed / total" progress, and approving the open cutoff confirms it (the canteen notification too).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { approveAllIncoming } from '../support/incomingOrders';
import { signInWith } from '../support/signIn';
import type { Stack } from '../support/stack';
import { startStack } from '../support/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});
afterAll(async () => {
  await stack?.close();
});

describe('a canteen order in the live view', () => {
  it('shows its cutoffs and confirms the open one on approval', async () => {
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/login`);
    await signInWith(page, 'canteen@example.com');
    await page.waitForURL(/\/orders\/active/);
    await approveAllIncoming(page);
    const progress = page.getByRole('progressbar', { name: 'Confirmed cutoffs' });
    await progress.waitFor();
    expect(await progress.getAttribute('aria-valuetext')).toMatch(/1\s*\/\s*2/);
    await expect(page.getByText('Not confirmed yet').count()).resolves.toBe(1);

    const approve = page.getByRole('button', { name: /^Approve the .* cutoff$/ });
    expect(await approve.count()).toBe(1);
    const [confirmation] = await Promise.all([
      page.waitForRequest(
        (request) =>
          request.method() === 'PUT' &&
          /\/restaurants\/4\/confirm-canteen-notification\/collected_orders_notification\/1$/.test(
            request.url(),
          ),
      ),
      approve.click(),
    ]);
    expect(confirmation.postDataJSON()).toMatchObject({ canteenIdentifier: 'ACME' });
    await expect.poll(async () => progress.getAttribute('aria-valuetext')).toMatch(/2\s*\/\s*2/);
    await expect.poll(() => approve.count()).toBe(0);
    await expect(page.getByText('Not confirmed yet').count()).resolves.toBe(0);
    await context.close();
  });
});
