import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, quietSandbox, renderAsAdmin, rowsOf } from './adminTesting';

describe('the test pushes', () => {
  it('registers this browser, sends a test push and shows the result per endpoint', async () => {
    const sandbox = quietSandbox();
    sandbox.store.insert('device-tokens', {
      id: 1,
      user: 2,
      deviceToken: 'stale-old-tablet',
      createdAt: '2026-01-01',
    });
    await renderAsAdmin('/push-notifications', sandbox);
    await userEvent.click(await screen.findByRole('button', { name: 'Register this browser' }));
    expect(await screen.findByText('This browser is registered for pushes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a test push' }));
    expect(await screen.findByText('Test push sent to 2 endpoints')).toBeInTheDocument();
    const rows = await rowsOf('Results per endpoint');
    const byEndpoint = Object.fromEntries(
      rows.map((row) => [within(row).getByRole('rowheader').textContent, row.textContent]),
    );
    expect(byEndpoint['local-push-token']).toContain('Delivered');
    expect(byEndpoint['stale-old-tablet']).toContain('Failed: NotRegistered');
    await expectNoAxeViolations();
  });

  it('asks for the id of a user or restaurant target, and says when no endpoint got it', async () => {
    await renderAsAdmin('/push-notifications');
    await userEvent.click(await screen.findByRole('button', { name: /Plain test message/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'One user’s devices' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send a test push' }));
    expect(await screen.findByText('Enter an ID.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /User ID/ }), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Send a test push' }));
    await waitFor(() => expect(screen.getByText('No registered endpoint received it.')).toBeInTheDocument());
  });
});
