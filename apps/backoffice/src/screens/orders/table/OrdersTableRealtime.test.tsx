import { approveOrder, createMemoryRealtime } from '@backoffice/api';
import { LIMITS } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import { cellUnder } from './cellUnder.testing';

afterEach(() => vi.useRealTimers());

/** The app at /orders as the super admin, with an in-memory realtime fed by the sandbox's own events. */
async function renderTable() {
  const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
  // A fresh new order, the newest: whatever the seed's statuses at this time of day, one row can be approved.
  const placed = sandbox.placeOrder();
  const realtime = createMemoryRealtime('connected');
  sandbox.realtime.subscribe(({ channel, event, data }) => realtime.emit(channel, event, data));
  const client = await sandboxClient(sandbox, 'admin@example.com');
  renderApp({ client, path: '/orders', realtime });
  const table = await screen.findByRole('table', { name: 'Orders' });
  // The kit marks the table's frame busy while the rows load.
  await waitFor(() => expect(table.parentElement).not.toHaveAttribute('aria-busy'));
  await within(table).findByText(placed.identifier);
  return { sandbox, client, realtime, table, placed };
}

const rowOf = (table: HTMLElement, identifier: string) => {
  const row = within(table).getByText(identifier).closest('tr');
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${identifier}`);
  return row;
};

describe('the admin orders table in realtime', () => {
  it('updates a changed order in place and highlights its row for 700 ms', async () => {
    const { client, table, placed: order } = await renderTable();
    const row = rowOf(table, order.identifier);
    expect(within(cellUnder(row, 'Status')).getByText('New')).toBeInTheDocument();
    expect(row).not.toHaveAttribute('data-highlighted');

    vi.useFakeTimers();
    // The approval makes the sandbox publish update-order on the orders channel.
    await act(() => approveOrder(client, order.id, { preparationTime: 25 }));
    expect(rowOf(table, order.identifier)).toHaveAttribute('data-highlighted');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.realtimeHighlightMs - 1));
    expect(rowOf(table, order.identifier)).toHaveAttribute('data-highlighted');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(rowOf(table, order.identifier)).not.toHaveAttribute('data-highlighted');
    expect(table.querySelectorAll('[data-highlighted]')).toHaveLength(0);
    // The event revalidated the list: the row shows the new status in place.
    vi.useRealTimers();
    await waitFor(() =>
      expect(within(rowOf(table, order.identifier)).getByText('Approved')).toBeInTheDocument(),
    );
  });

  it('highlights every order of a changed delivery job and no other row', async () => {
    const { table, realtime, sandbox } = await renderTable();
    const [first, second, third] = sandbox.store
      .orders()
      .filter((candidate) => within(table).queryByText(candidate.identifier));
    if (!first || !second || !third) throw new Error('fewer than three orders on the first page');
    vi.useFakeTimers();
    act(() =>
      realtime.emit('delivery-jobs', 'update-delivery-job', {
        id: 9001,
        orders: [first.id, `/api/v1/orders/${second.id}`],
      }),
    );
    expect(rowOf(table, first.identifier)).toHaveAttribute('data-highlighted');
    expect(rowOf(table, second.identifier)).toHaveAttribute('data-highlighted');
    expect(rowOf(table, third.identifier)).not.toHaveAttribute('data-highlighted');
    await act(() => vi.advanceTimersByTimeAsync(LIMITS.realtimeHighlightMs));
    expect(table.querySelectorAll('[data-highlighted]')).toHaveLength(0);
  });
});
