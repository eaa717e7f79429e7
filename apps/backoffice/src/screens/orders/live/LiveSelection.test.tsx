import { approveOrder, confirmOrderPreparation, getOrder, realtimeChannels } from '@backoffice/api';
import { buildOrderDto } from '@backoffice/api/testing';
import type { Order } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { sandboxClient } from '../../../testing/sandboxApp';
import { toDay } from './LiveOrdersScreen';
import { renderLiveScreen } from './renderLiveScreen.testing';

const quiet = { orderCount: 0, log: () => undefined };

/** An order placed for the demo restaurant, read back the way the screen reads it. */
async function placeOrder(sandbox: Sandbox): Promise<Order> {
  const placed = sandbox.placeOrder(1);
  return getOrder(await sandboxClient(sandbox, 'admin@example.com'), String(placed.id));
}

const panelOf = (order: Order) =>
  screen.findByRole('region', { name: `Order ${order.identifierForRestaurant ?? order.identifier}` });

describe('selecting an order on the open tab', () => {
  it('shows the order in full beside the list and keeps the selection in the URL', async () => {
    const sandbox = createSandbox(quiet);
    const first = await placeOrder(sandbox);
    const second = await placeOrder(sandbox);
    const { history, navigate } = await renderLiveScreen(sandbox, '/orders/open');
    const open = await screen.findByRole('region', { name: 'Open' });

    await userEvent.click(await within(open).findByRole('button', { name: first.identifier }));

    expect(history.at(-1)).toBe(`/orders/open/all/${first.id}`);
    const panel = await panelOf(first);
    expect(within(panel).getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    expect(within(open).getByRole('button', { name: first.identifier })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // jsdom does not lay out or paint: colour contrast is checked in the browser.
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);

    // A link to one restaurant's list with an order selected opens both.
    act(() => navigate(`/orders/open/1/${second.id}`));
    await panelOf(second);
    expect(screen.queryByRole('region', { name: `Order ${first.identifierForRestaurant ?? ''}` })).toBeNull();
  });
});

describe('selecting an order on the history tab', () => {
  it('shows the order in full beside the day’s list and keeps the day and the selection in the URL', async () => {
    // Placed at noon, so that they are delivered, and listed, today whatever the hour.
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const sandbox = createSandbox({ ...quiet, now: () => noon });
    const first = await placeOrder(sandbox);
    const second = await placeOrder(sandbox);
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    for (const order of [first, second]) {
      await approveOrder(admin, order.id, { preparationTime: 20 });
      await confirmOrderPreparation(admin, order.id);
    }
    const today = toDay(noon);
    const { history } = await renderLiveScreen(sandbox, `/orders/history/${today}/${first.id}`);
    await panelOf(first);
    const list = screen.getByRole('region', { name: 'History' });

    await userEvent.click(await within(list).findByRole('button', { name: second.identifier }));

    expect(history.at(-1)).toBe(`/orders/history/${today}/${second.id}`);
    await panelOf(second);
    expect(within(list).getByRole('button', { name: second.identifier })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('the active lists', () => {
  it('flag a scheduled order (not asap) on its card', async () => {
    const sandbox = createSandbox(quiet);
    const asap = await placeOrder(sandbox);
    const scheduled = await placeOrder(sandbox);
    sandbox.store.update('orders', asap.id, { isAsap: true });
    sandbox.store.update('orders', scheduled.id, { isAsap: false });
    await renderLiveScreen(sandbox, `/orders/active/${asap.id}`);
    const fresh = await screen.findByRole('region', { name: 'New orders' });
    const card = (order: Order) =>
      within(fresh).getByRole('article', { name: order.identifier }) as HTMLElement;
    await waitFor(() => expect(card(scheduled)).toHaveTextContent('Scheduled'));
    expect(card(asap)).not.toHaveTextContent('Scheduled');
  });

  it('drop an order as soon as an update says it is no longer active for the restaurant', async () => {
    const sandbox = createSandbox(quiet);
    const leaving = await placeOrder(sandbox);
    const staying = await placeOrder(sandbox);
    const { realtime } = await renderLiveScreen(sandbox, `/orders/active/${staying.id}`);
    const fresh = await screen.findByRole('region', { name: 'New orders' });
    await within(fresh).findByRole('button', { name: leaving.identifier });

    // Only the event says so (the platform's lists would still hold it): the order leaves without a reload.
    act(() =>
      realtime.emit(
        realtimeChannels.restaurantOrders(1).name,
        'update-order',
        buildOrderDto({
          id: leaving.id,
          identifier: leaving.identifier,
          status: 'new',
          isActiveForRestaurant: false,
          updatedAt: new Date(Date.now() + 60_000).toISOString(),
        }),
      ),
    );

    await waitFor(() =>
      expect(within(fresh).queryByRole('button', { name: leaving.identifier })).not.toBeInTheDocument(),
    );
    expect(within(fresh).getByRole('button', { name: staying.identifier })).toBeInTheDocument();
  });
});

describe('a canteen order of several cutoffs', () => {
  /** The seeded canteen order of today (restaurant 4, two cutoffs), with its restaurant's setting as given. */
  function canteenOrder(sandbox: Sandbox, displayCanteenSubOrders: boolean) {
    const seeded = sandbox.store.orders().find((order) => order.status === 'new' && order.cloudcanteen);
    if (!seeded || typeof seeded.restaurant !== 'object' || seeded.restaurant === null) {
      throw new Error('the seed has today’s canteen order');
    }
    sandbox.store.update('orders', seeded.id, {
      restaurant: { ...seeded.restaurant, displayCanteenSubOrders },
    });
    return seeded;
  }

  it('shows its sub-orders per cutoff when the restaurant shows canteen sub-orders', async () => {
    const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
    const seeded = canteenOrder(sandbox, true);
    await renderLiveScreen(sandbox, `/orders/active/${seeded.id}`, { email: 'admin@example.com' });
    const panel = await screen.findByRole('region', { name: /^Order / });
    const cutoffs = await within(panel).findByRole('list', { name: 'Cutoffs' });
    expect(within(cutoffs).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows the order whole when the restaurant’s setting is off', async () => {
    const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
    const seeded = canteenOrder(sandbox, false);
    await renderLiveScreen(sandbox, `/orders/active/${seeded.id}`, { email: 'admin@example.com' });
    const panel = await screen.findByRole('region', { name: /^Order / });
    // Its cutoffs can still be approved one by one; it is just not split into sub-orders.
    await within(panel).findAllByRole('button', { name: /^Approve the .* cutoff$/ });
    expect(within(panel).queryByRole('list', { name: 'Cutoffs' })).not.toBeInTheDocument();
  });
});
