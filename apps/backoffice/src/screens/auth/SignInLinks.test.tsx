import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

const newSandbox = () => createSandbox({ orderCount: 0, log: () => undefined });

describe('a sign-in link with a refresh token', () => {
  it('takes the token out of the address and the history even when the sign-in fails', async () => {
    const sandbox = newSandbox();
    const location = renderApp({
      client: await sandboxClient(sandbox, null),
      path: '/login-token?refreshToken=not-a-token&redirectTo=%2Fcompany',
    });
    expect(await screen.findByText('Invalid JWT Refresh Token')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe('/login-token?redirectTo=%2Fcompany'));
    expect(location.history.join(' ')).not.toContain('not-a-token');
    // What came with the link stays in the form, to try again.
    expect(screen.getByRole('textbox', { name: 'Refresh token' })).toHaveValue('not-a-token');
  });

  it('takes a token spelled with digits only as it came, not as a number', async () => {
    const sandbox = newSandbox();
    renderApp({ client: await sandboxClient(sandbox, null), path: '/login-token?refreshToken=12345' });
    expect(await screen.findByText('Invalid JWT Refresh Token')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Refresh token' })).toHaveValue('12345');
  });
});

describe('the redirect after signing in', () => {
  it('refuses a link that the browser would read as another site, and lands on the home page', async () => {
    const sandbox = newSandbox();
    const location = renderApp({
      client: await sandboxClient(sandbox, null),
      path: '/login?redirectTo=%2F%09%2Fevil.example',
    });
    const form = await screen.findByRole('form', { name: 'Sign in to the back-office' });
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'company@example.com');
    await userEvent.type(screen.getByLabelText(/^Password/), 'Demo-1234');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders'));
  });
});
