import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import { cellUnder } from './cellUnder.testing';

const sandbox = createSandbox({ orderCount: 40, log: () => undefined });

async function renderAt(path: string, email: string) {
  const client = await sandboxClient(sandbox, email);
  const location = renderApp({ client, path });
  return location;
}

const dataRows = async () => {
  const table = await screen.findByRole('table', { name: 'Orders' });
  // The kit marks the table's frame busy while the rows load.
  await waitFor(() => expect(table.parentElement).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
};

describe('the admin orders table and its URL', () => {
  it('opens a shared link with its filter and sort applied', async () => {
    await renderAt('/orders?filter[status]=new&order[requiredDeliveryTime]=asc', 'admin@example.com');
    const rows = await dataRows();
    for (const row of rows) expect(within(cellUnder(row, 'Status')).getByText('New')).toBeInTheDocument();
    const dropOff = screen.getByRole('columnheader', { name: 'Drop-off' });
    expect(dropOff).toHaveAttribute('aria-sort', 'ascending');
    // The filter panel opens with the link's filter shown (its code loads when it is first shown, beside the rows).
    expect(await screen.findByRole('region', { name: 'Filter orders' })).toBeInTheDocument();
  });

  it('writes a sort change into the URL, back on page 1', async () => {
    const location = await renderAt('/orders?page=2', 'admin@example.com');
    await dataRows();
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Drop-off' })).getByRole('button', {
        name: 'Drop-off',
      }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders?order[requiredDeliveryTime]=asc'));
  });

  it('shows the company admin the reduced columns and writes a quick filter into the URL', async () => {
    const location = await renderAt('/orders', 'company@example.com');
    await dataRows();
    const headers = screen.getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([
      'Order',
      'Status',
      'Drop-off',
      'Vendor',
      'Customer',
      'Cost code',
      'Invoice total',
    ]);
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders?quick[]=cancelled'));
  });

  it('keeps the rows shown, marked busy, until the next sort has its page', async () => {
    let holdSorted: (() => void) | undefined;
    const client = await sandboxClient(sandbox, 'admin@example.com', {
      respond: (request, answer) =>
        new URL(request.url).searchParams.has('order[requiredDeliveryTime]')
          ? new Promise<void>((resolve) => (holdSorted = resolve)).then(answer)
          : answer(),
    });
    renderApp({ client, path: '/orders' });
    const shown = await dataRows();
    const table = screen.getByRole('table', { name: 'Orders' });
    await userEvent.click(
      within(screen.getByRole('columnheader', { name: 'Drop-off' })).getByRole('button', {
        name: 'Drop-off',
      }),
    );
    await waitFor(() => expect(holdSorted).toBeDefined());
    expect(table.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getAllByRole('row').slice(1)).toEqual(shown);
    holdSorted?.();
    await waitFor(() => expect(table.parentElement).not.toHaveAttribute('aria-busy'));
    expect(screen.getByRole('columnheader', { name: 'Drop-off' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('sends a restaurant admin to the live view', async () => {
    const location = await renderAt('/orders', 'restaurant@example.com');
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders/active'));
  });
});

describe('opening an order from the table', () => {
  it('opens the order screen on a click anywhere on the row, showing the row at once', async () => {
    const location = await renderAt('/orders?order[createdAt]=desc&itemsPerPage=25', 'admin@example.com');
    const [first] = await dataRows();
    if (!first) throw new Error('no rows');
    const link = within(cellUnder(first, 'Order')).getByRole('link');
    const identifier = link.textContent ?? '';
    const id = new URL(link.getAttribute('href') ?? '', 'http://app.local').pathname.split('/').at(-1);
    // A click on a plain cell, not on the link: the whole row opens the order.
    await userEvent.click(cellUnder(first, 'Customer'));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/orders/${id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(identifier) }),
    ).toBeInTheDocument();
  });

  it("opens the order from its identifier link with the row's data, before the platform answers for it", async () => {
    // The order's own request never answers: what the screen shows comes from the row.
    const client = await sandboxClient(sandbox, 'admin@example.com', {
      respond: (request, answer) =>
        /\/orders\/\d+$/.test(new URL(request.url).pathname)
          ? new Promise<Response>(() => undefined)
          : answer(),
    });
    const location = renderApp({ client, path: '/orders?order[createdAt]=desc&itemsPerPage=25' });
    const [first] = await dataRows();
    if (!first) throw new Error('no rows');
    const link = within(cellUnder(first, 'Order')).getByRole('link');
    const identifier = link.textContent ?? '';
    const href = link.getAttribute('href') ?? '';
    await userEvent.click(link);
    await waitFor(() => expect(location.history.at(-1)).toBe(href));
    expect(
      await screen.findByRole('heading', { level: 1, name: new RegExp(identifier) }),
    ).toBeInTheDocument();
  });

  it('does not open the order when the row checkbox is clicked', async () => {
    const location = await renderAt('/orders?itemsPerPage=25&page=2', 'admin@example.com');
    const [first] = await dataRows();
    if (!first) throw new Error('no rows');
    await userEvent.click(within(first).getByRole('checkbox'));
    expect(within(first).getByRole('checkbox')).toBeChecked();
    expect(location.history.at(-1)).toBe('/orders?itemsPerPage=25&page=2');
  });
});

describe('a row action that opens a dialog', () => {
  // Focus going back to the row's menu button after Escape is checked in Chromium (e2e ordersTable): jsdom runs
  // React Aria's focus restoration out of order when a menu closes into a dialog.
  it('loads the cancel dialog on first use, with focus inside, and closes it on Escape', async () => {
    const cancellable = sandbox.store
      .orders()
      .find((order) => order.status === 'new' && order.isDeliveryProcessed && order.userProfile);
    if (!cancellable) throw new Error('the sandbox has no cancellable order');
    await renderAt('/orders?filter[status]=new', 'admin@example.com');
    const rows = await dataRows();
    const row = rows.find((candidate) => within(candidate).queryByText(cancellable.identifier));
    if (!row)
      throw new Error(
        `no row for ${cancellable.identifier} in ${rows.map((r) => r.textContent?.slice(0, 80)).join(' / ')}`,
      );
    const trigger = within(row).getByRole('button', { name: 'Order actions' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
