import { requestPasswordReset } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

const newSandbox = () => createSandbox({ orderCount: 0, log: () => undefined });

describe('the password reset request', () => {
  it('asks for the address first, then sends the link request and says so', async () => {
    const sandbox = newSandbox();
    renderApp({ client: await sandboxClient(sandbox, null), path: '/password-reset/request' });
    const send = await screen.findByRole('button', { name: 'Send the link' });
    await userEvent.click(send);
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(Object.keys(sandbox.store.data.resetTokens)).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), ' company@example.com ');
    await userEvent.click(send);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If the address belongs to an account, the link is on its way.',
    );
    expect(Object.keys(sandbox.store.data.resetTokens)).toHaveLength(1);
  });
});

describe('setting a new password', () => {
  async function openReset(sandbox: ReturnType<typeof newSandbox>, token: string) {
    renderApp({ client: await sandboxClient(sandbox, null), path: `/password-reset/${token}` });
    return screen.findByRole('button', { name: 'Set the new password' });
  }

  it('checks the two passwords match, then sets the password the account signs in with', async () => {
    const sandbox = newSandbox();
    const client = await sandboxClient(sandbox, null);
    await requestPasswordReset(client, 'company@example.com', 'en', () => undefined);
    const [token = ''] = Object.keys(sandbox.store.data.resetTokens);
    const submit = await openReset(sandbox, token);

    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'Brand-new-9');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Brand-new-8');
    await userEvent.click(submit);
    expect(await screen.findByText('The two passwords differ.')).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText(/^New password again/));
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Brand-new-9');
    await userEvent.click(submit);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is set. Sign in with it.');
    // The account signs in with the new password (a refused sign-in would throw here).
    const fresh = await sandboxClient(sandbox, null);
    await fresh.session.signIn({ email: 'company@example.com', password: 'Brand-new-9' });
  });

  it('shows the platform refusing an unknown link and keeps what was typed', async () => {
    const sandbox = newSandbox();
    const submit = await openReset(sandbox, 'no-such-token');
    await userEvent.type(screen.getByLabelText(/^New password(?! again)/), 'Brand-new-9');
    await userEvent.type(screen.getByLabelText(/^New password again/), 'Brand-new-9');
    await userEvent.click(submit);
    expect(await screen.findByText(/invalid or has expired/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password(?! again)/)).toHaveValue('Brand-new-9');
    expect(screen.getByRole('button', { name: 'Set the new password' })).toBeEnabled();
  });
});
