import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import { cellUnder } from './cellUnder.testing';

const REASON = 'The kitchen ran out of fresh pasta before noon';

/** A sandbox whose cancelled orders all carry REASON, and whose orders drop off in Budapest. */
function sandboxWithReasons() {
  const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
  for (const order of sandbox.store.orders()) {
    if (order.status === 'cancelled') sandbox.store.update('orders', order.id, { cancelReason: REASON });
  }
  return sandbox;
}

async function rowsAt(path: string, email: string, sandbox = sandboxWithReasons()) {
  renderApp({ client: await sandboxClient(sandbox, email), path });
  const table = await screen.findByRole('table', { name: 'Orders' });
  await waitFor(() => expect(table.parentElement).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

describe('the status cell of a cancelled order', () => {
  it('cuts the cancel reason to 22 characters and shows it whole in a tooltip', async () => {
    const [row] = await rowsAt('/orders?filter[status]=cancelled', 'admin@example.com');
    if (!row) throw new Error('the seed has a cancelled order');
    const cell = cellUnder(row, 'Status');
    const short = `Cancelled: ${REASON.slice(0, 22).trimEnd()}…`;
    expect(within(cell).getByText(short)).toBeInTheDocument();
    // Screen readers read the whole reason.
    expect(cell).toHaveTextContent(`Cancelled: ${REASON}`);

    const trigger = within(cell).getByText(short).closest('[data-truncated]');
    if (!(trigger instanceof HTMLElement)) throw new Error('the shortened status takes focus');
    // Keyboard focus opens the tooltip (a pointer focus would not): a key press, then the focus moves to it.
    await userEvent.keyboard('{Shift}');
    act(() => trigger.focus());
    expect(trigger).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(`Cancelled: ${REASON}`);
  });
});

describe('the city marker', () => {
  it('shows super admins the drop-off city of each order', async () => {
    const rows = await rowsAt('/orders', 'admin@example.com');
    for (const row of rows) {
      expect(within(cellUnder(row, 'Drop-off')).getByText('City: Budapest')).toBeInTheDocument();
    }
  });

  it('is not shown to company admins', async () => {
    const rows = await rowsAt('/orders', 'company@example.com');
    for (const row of rows) expect(cellUnder(row, 'Drop-off')).not.toHaveTextContent('Budapest');
  });
});
