import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { allAxeViolations } from '../support/layout';
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

const store = () => stack.sandbox.sandbox.store;

/** A company order the admin can cancel (company pays a share, so the refund fields are required). */
function cancellableCompanyOrder(exclude: string[] = []) {
  const order = store()
    .orders()
    .find(
      (candidate) =>
        (candidate.status === 'new' || candidate.status === 'approved') &&
        candidate.isDeliveryProcessed === true &&
        (candidate.canteenRules ?? []).length === 0 &&
        !candidate.cloudcanteen &&
        (candidate.priceSumFirm ?? 0) > 0 &&
        candidate.meals.some((meal) => meal.quantity - (meal.refundedQuantity ?? 0) > 0) &&
        !exclude.includes(candidate.id),
    );
  if (!order) throw new Error('the seed has a cancellable company order');
  return order;
}

async function openOrderAsAdmin(orderId: string): Promise<Page> {
  const context = await stack.browser.newContext();
  const page = await context.newPage();
  await page.goto(`${stack.appUrl}/orders/${orderId}`);
  await signInWith(page, 'admin@example.com');
  await page.getByRole('heading', { level: 1, name: /^Order / }).waitFor();
  return page;
}

describe('order edit as admin@example.com', () => {
  it('has no axe violations, also with the cancel dialog open', async () => {
    const order = cancellableCompanyOrder();
    const page = await openOrderAsAdmin(order.id);
    // Load the page afresh, signed in: right after signing in, React Aria's off-screen live region still holds
    // (for 7 s) the sign-in button's pending announcement, pointing at that button, which is gone by then.
    await page.reload();
    await page.getByRole('region', { name: 'Meals' }).waitFor();
    expect(await allAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await page.getByRole('dialog', { name: 'Cancel the order' }).waitFor();
    expect(await allAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('cancels with a refund: the missing refund reason comes back from the platform onto its field', async () => {
    const order = cancellableCompanyOrder();
    const page = await openOrderAsAdmin(order.id);
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel the order' });
    await dialog.getByRole('button', { name: /Reason/ }).click();
    await page.getByRole('option', { name: 'Stock issue' }).click();
    // Saved before the company amount is calculated: the platform refuses for the missing refund reason.
    const save = dialog.getByRole('button', { name: 'Cancel the order' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    const refundReason = dialog.getByRole('button', { name: /Refund reason/ });
    await refundReason.waitFor();
    // The platform's own message, tied to the field as its description (not a client-side rule's 'Invalid').
    await expect
      .poll(() =>
        refundReason.evaluate(
          (element) =>
            element.closest('[data-invalid]') !== null || element.getAttribute('aria-describedby') !== null,
        ),
      )
      .toBe(true);
    await dialog.getByText('This value should not be blank.').first().waitFor();
    // The refused save also raises the form-error toast; it sits over the dialog's footer (and does not time out
    // while the pointer rests on it), so the user closes it to reach Save.
    const toast = page.getByRole('alertdialog', { name: 'The form could not be saved' });
    await toast.waitFor();
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    // On behalf of shows its default (the platform) now, so the platform's 'blank' no longer stands on it.
    await expect.poll(() => dialog.getByText('This value should not be blank.').count()).toBe(1);
    await refundReason.click();
    await page.getByRole('option', { name: 'Cancelled order' }).click();
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Order cancelled').first().waitFor();
    expect(store().order(order.id)?.status).toMatch(/^cancelled/);
    await page.context().close();
  });

  it('refunds one item', async () => {
    const order = cancellableCompanyOrder();
    const meal = order.meals.find((candidate) => candidate.quantity - (candidate.refundedQuantity ?? 0) > 0);
    if (!meal) throw new Error('the order has a refundable meal');
    const before = meal.refundedQuantity ?? 0;
    const page = await openOrderAsAdmin(order.id);
    // Refund is one of the order's lesser actions, under More actions (issue #21).
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    const quantity = dialog.getByLabel(`Quantity to refund: ${meal.name}`).first();
    await quantity.fill('1');
    await quantity.press('Tab');
    const save = dialog.getByRole('button', { name: 'Refund', exact: true });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Refund recorded').first().waitFor();
    const stored = store()
      .order(order.id)
      ?.meals.find((candidate) => candidate.id === meal.id);
    expect(stored?.refundedQuantity).toBe(before + 1);
    await page.context().close();
  });

  it('edits cost codes across two rows summing to 100', async () => {
    const order = store()
      .orders()
      .find(
        (candidate) =>
          candidate.selectedExpenseRuleId !== null && candidate.selectedExpenseRuleId !== undefined,
      );
    if (!order) throw new Error('the seed has an order with an allowance rule');
    const page = await openOrderAsAdmin(order.id);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Cost codes', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cost codes' });
    await dialog.getByRole('button', { name: 'Add a row' }).click();
    const rows = [
      dialog.getByRole('region', { name: 'Row 1' }),
      dialog.getByRole('region', { name: 'Row 2' }),
    ];
    const codes = ['CC-100', 'CC-200'];
    const shares = ['60', '40'];
    for (const [index, row] of rows.entries()) {
      const code = row
        .getByRole('combobox')
        .or(row.getByRole('textbox', { name: /Cost centre|Project code|Cost code/ }))
        .first();
      await code.fill(codes[index] ?? '');
      await code.press('Escape');
      const allocation = row.getByRole('textbox', { name: 'Allocation (%)' });
      await allocation.fill(shares[index] ?? '');
    }
    const save = dialog.getByRole('button', { name: 'Save the cost codes' });
    await expect.poll(() => save.isEnabled()).toBe(true);
    await save.click();
    await page.getByText('Cost codes saved').first().waitFor();
    expect(store().order(order.id)?.costCode).toEqual([
      { codes: expect.objectContaining({ default: 'CC-100' }), distribution: 60 },
      { codes: expect.objectContaining({ default: 'CC-200' }), distribution: 40 },
    ]);
    await page.context().close();
  });
});

describe('the public confirm page', () => {
  it('approves an order by its link, without signing in', async () => {
    const order = store()
      .orders()
      .find((candidate) => candidate.status === 'new' && (candidate.canteenRules ?? []).length === 0);
    if (!order) throw new Error('the seed has a new order');
    const context = await stack.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${stack.appUrl}/order-software-confirm/${order.id}?token=${String(order.token)}`);
    await page.getByRole('heading', { level: 1, name: `Confirm order ${order.identifier}` }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/order-confirm/${order.id}`);
    expect(await allAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('The order is approved. Thank you!').waitFor();
    expect(store().order(order.id)?.status).toBe('approved');
    await context.close();
  });
});
