import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { renderLiveScreen } from './live/renderLiveScreen.testing';
import { cellUnder } from './table/cellUnder.testing';

const quiet = { orderCount: 40, log: () => undefined };

/** Every money field the platform may send as null (issue #20 item 5). */
const NULL_MONEY = {
  priceSum: null,
  priceSumItems: null,
  supplierPriceSumItems: null,
  priceDelivery: null,
  priceSumUser: null,
  priceSumFirm: null,
  priceTotal: null,
};

/** A new order of the demo restaurant, stored the way the platform sends it with null money fields. */
function nullMoneyOrder(sandbox: Sandbox) {
  const placed = sandbox.placeOrder(1);
  sandbox.store.update('orders', placed.id, NULL_MONEY);
  return placed;
}

/** A new order of the demo restaurant whose priceTotal is not a number: the client cannot read it. */
function malformedOrder(sandbox: Sandbox) {
  const placed = sandbox.placeOrder(1);
  sandbox.store.update('orders', placed.id, { priceTotal: 'a lot' });
  return placed;
}

const marked = (container: HTMLElement) => within(container).queryAllByText('This order cannot be shown');

async function expectNoAxeViolations() {
  const results = await axe.run(screen.getByRole('main'));
  expect(results.violations).toEqual([]);
}

describe("the restaurant's new-orders list", () => {
  it('shows an order whose money fields are null among the others', async () => {
    const sandbox = createSandbox(quiet);
    const other = sandbox.placeOrder(1);
    const order = nullMoneyOrder(sandbox);
    await renderLiveScreen(sandbox, '/orders/active');
    const section = await screen.findByRole('region', { name: 'New orders' });
    const card = await within(section).findByRole('article', { name: order.identifier });
    expect(within(section).getByRole('article', { name: other.identifier })).toBeInTheDocument();
    expect(card).not.toHaveTextContent('NaN');
    expect(section).not.toHaveTextContent('NaN');
    expect(marked(section)).toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one marked entry for a malformed order, and the other orders as usual', async () => {
    const sandbox = createSandbox(quiet);
    const good = sandbox.placeOrder(1);
    const bad = malformedOrder(sandbox);
    await renderLiveScreen(sandbox, '/orders/active');
    const section = await screen.findByRole('region', { name: 'New orders' });
    await within(section).findByText('This order cannot be shown');
    expect(marked(section)).toHaveLength(1);
    expect(section).toHaveTextContent(`ID: ${bad.id}`);
    expect(section).toHaveTextContent('Field: priceTotal');
    expect(within(section).getByRole('article', { name: good.identifier })).toBeInTheDocument();
    expect(within(section).queryByRole('article', { name: bad.identifier })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('the admin orders table', () => {
  const dataRows = async () => {
    const table = await screen.findByRole('table', { name: 'Orders' });
    await waitFor(() => expect(table.parentElement).not.toHaveAttribute('aria-busy'));
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    return within(table).getAllByRole('row').slice(1);
  };

  it('shows page 1 with an order whose priceTotal is null, its total as a dash or nothing', async () => {
    const sandbox = createSandbox(quiet);
    const order = nullMoneyOrder(sandbox);
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: '/orders?order[createdAt]=desc' });
    await dataRows();
    // Waits on the answer of this sandbox (the app's data cache may show a list of an earlier test first).
    await waitFor(() => {
      const row = within(screen.getByRole('table', { name: 'Orders' }))
        .getAllByRole('row')
        .find((candidate) => candidate.textContent?.includes(order.identifier));
      if (!row) throw new Error('the order is on page 1');
      expect(cellUnder(row, 'Payment total').textContent).toMatch(/^[–-]?$/);
    });
    expect(screen.getByRole('table', { name: 'Orders' })).not.toHaveTextContent('NaN');
    expect(marked(screen.getByRole('table', { name: 'Orders' }))).toHaveLength(0);
  });

  it('shows a malformed order as one marked row spanning the table, and the other rows as usual', async () => {
    const sandbox = createSandbox(quiet);
    const good = sandbox.placeOrder(1);
    const bad = malformedOrder(sandbox);
    const client = await sandboxClient(sandbox, 'admin@example.com');
    // A query of its own: no list cached by another test shows first.
    renderApp({ client, path: '/orders?order[createdAt]=desc&itemsPerPage=50' });
    const table = await screen.findByRole('table', { name: 'Orders' });
    const row = await within(table).findByRole('row', { name: /This order cannot be shown/ });
    const rows = await dataRows();
    expect(
      rows.filter((candidate) => candidate.textContent?.includes('This order cannot be shown')),
    ).toHaveLength(1);
    expect(row).toHaveTextContent(`ID: ${bad.id}`);
    expect(row).toHaveTextContent('Field: priceTotal');
    const cells = within(row).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    const headers = within(screen.getByRole('table', { name: 'Orders' })).getAllByRole('columnheader');
    expect(cells[0]).toHaveAttribute('colspan', String(headers.length));
    expect(rows.some((candidate) => candidate.textContent?.includes(good.identifier))).toBe(true);
    expect(rows.length).toBeGreaterThan(2);
    await expectNoAxeViolations();
  });
});

describe('the order page', () => {
  it('opens an order whose money fields are null, without a NaN', async () => {
    const sandbox = createSandbox(quiet);
    const order = nullMoneyOrder(sandbox);
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: `/orders/${order.id}` });
    const prices = await screen.findByRole('region', { name: 'Prices and discounts' });
    expect(prices).not.toHaveTextContent('NaN');
    expect(screen.getByRole('main')).toHaveTextContent(order.identifier);
  });
});
