import { createSandbox } from '@backoffice/sandbox';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import {
  approveMeanwhile,
  fetchTranslations,
  REMOTE_ALREADY_APPROVED,
  translateAlreadyApprovedRemotely,
} from '../alreadyApproved.testing';
import { renderLiveScreen } from './renderLiveScreen.testing';

describe('approving on the live screen an order somebody approved already', () => {
  it('warns, titled attention, with the platform’s orders.already_approved', async () => {
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    translateAlreadyApprovedRemotely(sandbox);
    const placed = sandbox.placeOrder(1);
    await renderLiveScreen(sandbox, `/orders/active/${placed.id}`, {
      loadRemote: () => fetchTranslations(sandbox),
    });
    const panel = await screen.findByRole('region', { name: /^Order / });
    const approve = await within(panel).findByRole('button', { name: 'Approve' });
    await approveMeanwhile(sandbox, placed.id);

    await userEvent.click(approve);

    expect(await screen.findByRole('alertdialog', { name: 'Attention' })).toHaveTextContent(
      REMOTE_ALREADY_APPROVED,
    );
  });
});
