import { approveOrder } from '@backoffice/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { sandboxClient } from '../../testing/sandboxApp';

import { expectNoAxeViolations, quietSandbox, renderAsAdmin, rowsOf } from './adminTesting';

describe('the audit log', () => {
  it('lists the changes newest first, filters them by entity and user, and opens an entity’s history', async () => {
    const sandbox = quietSandbox();
    const order = sandbox.store.orders().find((candidate) => candidate.status === 'new');
    if (!order) throw new Error('no new order');
    await approveOrder(await sandboxClient(sandbox, 'admin@example.com'), String(order.id), {
      preparationTime: 20,
    });
    const { location } = await renderAsAdmin('/audit', sandbox);
    expect((await rowsOf('Audit log')).length).toBeGreaterThan(5);
    await userEvent.click(screen.getByRole('button', { name: /Any entity/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'orders' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'User e-mail' }), 'admin@');
    await userEvent.click(screen.getByRole('button', { name: 'Apply the filters' }));
    await waitFor(async () => {
      const rows = await rowsOf('Audit log');
      expect(rows.every((row) => row.textContent?.includes('orders'))).toBe(true);
      expect(rows[0]).toHaveTextContent(String(order.id));
      expect(rows[0]).toHaveTextContent('status');
    });
    await expectNoAxeViolations();

    const [first] = await rowsOf('Audit log');
    await userEvent.click(
      within(first as HTMLElement).getByRole('link', { name: `History of orders ${order.id}` }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(`/audit/orders/${order.id}`));
    const changes = await screen.findByRole('table', { name: /^Updated by admin@example.com/ });
    const statusRow = within(changes)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('status')) as HTMLElement;
    expect(
      within(statusRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['new', 'approved']);
    expect(screen.getByRole('list', { name: 'Changes, newest first' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says so when an entity has no recorded changes', async () => {
    await renderAsAdmin('/audit/brands/999');
    expect(await screen.findByText('No changes recorded for this entity.')).toBeInTheDocument();
  });
});
