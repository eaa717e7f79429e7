import type { MemoryRealtime } from '@backoffice/api';
import { createMemoryRealtime } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';

/** The active-order lists the sandbox answered, by the restaurant they asked for ('' = every restaurant). */
type ActiveListLoads = string[];

describe('the open tab beside the incoming-order dialog', () => {
  it('loads its restaurant’s list and the dialog’s lists on every reload, neither cancelling the other', async () => {
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    const first = sandbox.placeOrder(3);
    const loads: ActiveListLoads = [];
    const client = await sandboxClient(sandbox, 'chain@example.com', {
      onRequest: (request) => {
        const url = new URL(request.url);
        if (url.pathname === '/api/v1/orders' && url.searchParams.get('activeOrders') === 'true') {
          loads.push(url.searchParams.get('restaurant') ?? '');
        }
      },
    });
    const realtime: MemoryRealtime = createMemoryRealtime('connected');
    // The whole app: its shell mounts the incoming-order dialog (and its live lists) over the screen.
    renderApp({ client, path: '/orders/open/3', realtime });
    // hidden: the order also waits in the incoming-order dialog, which is modal: once it opens (on a busy machine
    // it may open first), the screen behind it is hidden from the accessibility tree.
    const open = await screen.findByRole('region', { name: 'Open', hidden: true });
    await within(open).findByText(String(first.identifier));
    // The dialog's live lists (every restaurant of the admin) were answered too.
    await waitFor(() => expect(loads).toContain(''));

    // A reload (here: the realtime channels subscribed again) revalidates every order list at once.
    const second = sandbox.placeOrder(3);
    loads.length = 0;
    act(() => realtime.resubscribe());
    await within(open).findByText(String(second.identifier));
    await waitFor(() => expect(loads).toContain(''));
    expect(loads).toContain('3');
  });
});
