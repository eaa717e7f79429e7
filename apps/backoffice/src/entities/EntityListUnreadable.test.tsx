import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../testing/sandboxApp';

const quiet = { orderCount: 20, log: () => undefined };

/**
 * Renders the coupons list as the super admin, with the platform's answer to the list changed on the way: the
 * second coupon's code is a number, which the client cannot read (issue #20 item 5).
 */
async function renderWithBadCoupon() {
  const sandbox = createSandbox(quiet);
  let badId: unknown = null;
  const client = await sandboxClient(sandbox, 'admin@example.com', {
    respond: async (request, answer) => {
      const response = await answer();
      const url = new URL(request.url);
      if (request.method !== 'GET' || !url.pathname.endsWith('/coupons')) return response;
      const body = (await response.json()) as { 'hydra:member': Array<Record<string, unknown>> };
      const bad = body['hydra:member'][1];
      if (bad) {
        bad.code = 42;
        badId = bad.id;
      }
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    },
  });
  renderApp({ client, path: '/coupons' });
  return { badId: () => badId, sandbox };
}

describe('an entity list with a record the client cannot read', () => {
  it('shows the record as one marked row with its id and field, and the other rows as usual', async () => {
    const { badId, sandbox } = await renderWithBadCoupon();
    const table = await screen.findByRole('table', { name: 'Coupons list' });
    const markedRow = await within(table).findByRole('row', { name: /This record cannot be shown/ });
    expect(markedRow).toHaveTextContent(`ID: ${String(badId())}`);
    expect(markedRow).toHaveTextContent('Field: code');
    const cells = within(markedRow).getAllByRole('cell');
    expect(cells).toHaveLength(1);
    expect(cells[0]).toHaveAttribute('colspan', String(within(table).getAllByRole('columnheader').length));
    // Every other coupon of the page is there, readable, in its own row.
    const coupons = sandbox.store.list('coupons');
    const rows = within(table).getAllByRole('row').slice(1);
    await waitFor(() => expect(rows.length).toBe(Math.min(coupons.length, 50)));
    expect(within(table).getAllByText('This record cannot be shown')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations).toEqual([]);
  });
});
