import { NetworkError } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import { cancelDialogModule, formDialogsModule } from './orderDialogModules';

const sandbox = createSandbox({ orderCount: 40, log: () => undefined });

/** Renders the whole app at an order's edit screen, signed in as the super admin. */
async function openOrder(orderId: string) {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  renderApp({ client, path: `/orders/${orderId}` });
  await screen.findByRole('heading', { level: 1, name: /^Order / });
}

/** What a dialog's chunk failing to load (a network drop) gives: the lazy module's request error. */
function dropConnection() {
  let fail = () => undefined as void;
  const dropped = new Promise<never>((_resolve, reject) => {
    fail = () =>
      reject(new NetworkError({ call: 'loadOrderDialog', cause: new TypeError('Failed to fetch') }));
  });
  return { dropped, fail };
}

afterEach(() => vi.restoreAllMocks());

describe('order dialogs that load on first open', () => {
  it('shows the request error when the refund dialog’s code fails to load, and opens it when chosen again', async () => {
    const order = sandbox.store.orders()[0];
    if (!order) throw new Error('the sandbox seed has orders');
    const { dropped, fail } = dropConnection();
    const load = vi.spyOn(formDialogsModule, 'load').mockReturnValueOnce(dropped);
    await openOrder(order.id);
    await screen.findByRole('button', { name: 'More actions' });
    // Looked up at each use: the page may lay its actions out again (fonts, a pending state).
    const more = () => screen.getByRole('button', { name: 'More actions' });
    const chooseRefund = async () => {
      await userEvent.click(more());
      await userEvent.click(
        within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Refund' }),
      );
    };

    await chooseRefund();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    fail();

    expect(await screen.findByText('Request error')).toBeInTheDocument();
    expect(screen.getByText('Error, no internet connection')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument();

    await chooseRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Refund' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(load).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund' })).not.toBeInTheDocument());
    await waitFor(() => expect(more()).toHaveFocus());
  });

  it('opens the cancel dialog with its e-mail editor once its code has loaded, focus inside', async () => {
    const order = sandbox.store
      .orders()
      .find((candidate) => candidate.status === 'new' && candidate.isDeliveryProcessed === true);
    if (!order) throw new Error('the sandbox seed has a new order');
    expect(cancelDialogModule.current).toBeNull();
    await openOrder(order.id);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(within(dialog).getByRole('toolbar')).toBeInTheDocument();
    expect(cancelDialogModule.current).not.toBeNull();
  });
});
