import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, sandboxClient } from '../../../testing/sandboxApp';

const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
const store = sandbox.store;

/** Renders the whole app at the order's edit screen, signed in as the super admin. */
async function openOrder(orderId: string) {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  renderApp({ client, path: `/orders/${orderId}` });
  await screen.findByRole('heading', { level: 1, name: /^Order / });
  await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
  return screen.findByRole('dialog', { name: 'Cancel the order' });
}

/** A cancellable order (not a canteen one) whose company share is above 0, or exactly 0. */
function cancellable(companyPays: boolean, exclude: string[] = []) {
  const order = store
    .orders()
    .find(
      (candidate) =>
        (candidate.status === 'new' || candidate.status === 'approved') &&
        candidate.isDeliveryProcessed === true &&
        (candidate.canteenRules ?? []).length === 0 &&
        !candidate.cloudcanteen &&
        (candidate.priceSumFirm ?? 0) > 0 === companyPays &&
        candidate.meals.some((meal) => meal.quantity - (meal.refundedQuantity ?? 0) > 0) &&
        !exclude.includes(candidate.id),
    );
  if (!order) throw new Error('the sandbox seed has a cancellable order');
  return order;
}

async function choose(dialog: HTMLElement, field: RegExp, option: string) {
  await userEvent.click(within(dialog).getByRole('button', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

async function save(dialog: HTMLElement) {
  const button = within(dialog).getByRole('button', { name: 'Cancel the order' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

describe('cancelling an order (useCancelFlow)', () => {
  it('puts the platform’s missing refund reason on its field, then cancels once it is chosen', async () => {
    const order = cancellable(true);
    const dialog = await openOrder(order.id);
    expect(within(dialog).queryByRole('button', { name: /Refund reason$/ })).not.toBeInTheDocument();
    await choose(dialog, /Reason$/, 'Stock issue');
    await save(dialog);

    // The refusal fetched the company amount, so the refund fields show, with the platform's message.
    const refundReason = await within(dialog).findByRole('button', { name: /Refund reason$/ });
    await waitFor(() => expect(refundReason).toHaveAccessibleDescription(/This value should not be blank\./));
    // On behalf now shows its default, so the platform's message for the null that was sent is not kept there.
    const onBehalf = within(dialog).getByRole('button', { name: /Refund on behalf of$/ });
    expect(onBehalf).toHaveTextContent('The platform');
    expect(onBehalf).not.toHaveAccessibleDescription(/blank/);
    expect(within(dialog).getByRole('button', { name: /Reason$/ })).toHaveTextContent('Stock issue');
    expect(store.order(order.id)?.status).toBe(order.status);

    await choose(dialog, /Refund reason$/, 'Cancelled order');
    await save(dialog);
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel the order' })).not.toBeInTheDocument(),
    );
    const saved = store.order(order.id);
    expect(saved?.status).toMatch(/^cancelled/);
  });

  it('shows the company amount from refund-order/calculate and asks for the refund before saving', async () => {
    const order = cancellable(true, [cancellable(true).id]);
    const dialog = await openOrder(order.id);
    expect(within(dialog).getByRole('status', { name: 'Company refund' })).toHaveTextContent(
      'Not calculated',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Company refund' })).toHaveTextContent(/\d\s?Ft/),
    );
    expect(within(dialog).getByRole('button', { name: /Refund reason$/ })).toBeInTheDocument();
  });

  it('cancels an order the company pays nothing of without asking for a refund', async () => {
    const order = cancellable(false);
    const dialog = await openOrder(order.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Calculate' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('status', { name: 'Company refund' })).toHaveTextContent(/^0\s?Ft$/),
    );
    await choose(dialog, /Reason$/, 'Cancelled by the customer');
    expect(within(dialog).queryByRole('button', { name: /Refund reason$/ })).not.toBeInTheDocument();
    await save(dialog);
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(store.order(order.id)?.status).toMatch(/^cancelled/);
  });
});
