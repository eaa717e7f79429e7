import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import {
  approveMeanwhile,
  REMOTE_ALREADY_APPROVED,
  translateAlreadyApprovedRemotely,
} from '../alreadyApproved.testing';

describe('the public order confirmation', () => {
  it('tells the restaurant, titled attention, with the platform’s orders.already_approved', async () => {
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    translateAlreadyApprovedRemotely(sandbox);
    const placed = sandbox.placeOrder(1);
    renderApp({
      client: await sandboxClient(sandbox, null),
      path: `/order-confirm/${placed.id}?token=${String(placed.token)}`,
    });
    const approve = await screen.findByRole('button', { name: 'Approve' });
    await approveMeanwhile(sandbox, placed.id);

    await userEvent.click(approve);

    const status = await screen.findByText(REMOTE_ALREADY_APPROVED, { exact: false });
    expect(status.closest('[role="status"]')).toHaveTextContent(`Attention ${REMOTE_ALREADY_APPROVED}`);
  });

  it('says a link with a wrong token is not valid, on the page, to a restaurant that is not signed in', async () => {
    const sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    const placed = sandbox.placeOrder(1);
    const link = `/order-confirm/${placed.id}?token=not-the-link-token`;
    const location = renderApp({ client: await sandboxClient(sandbox, null), path: link });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is not valid any more, or the order does not exist.',
    );
    // Not the not-found page, which would ask the restaurant to sign in first.
    await waitFor(() => expect(location.history).toEqual([link]));
    expect(screen.queryByRole('form', { name: 'Sign in to the back-office' })).not.toBeInTheDocument();
  });
});
