import { createSandbox } from '@backoffice/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import {
  approveMeanwhile,
  REMOTE_ALREADY_APPROVED,
  translateAlreadyApprovedRemotely,
} from '../alreadyApproved.testing';

describe('approving on the order screen an order somebody approved already', () => {
  it('warns, titled attention, with the platform’s orders.already_approved', async () => {
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    translateAlreadyApprovedRemotely(sandbox);
    const placed = sandbox.placeOrder(1);
    renderApp({ client: await sandboxClient(sandbox, 'admin@example.com'), path: `/orders/${placed.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: `Approve order ${placed.identifier}` });
    await approveMeanwhile(sandbox, placed.id);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByRole('alertdialog', { name: 'Attention' })).toHaveTextContent(
      REMOTE_ALREADY_APPROVED,
    );
  });
});
