import { createSandbox } from '@backoffice/sandbox';
import { createToastQueue } from '@backoffice/ui';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

import { App } from '../../App';
import { renderApp, sandboxClient } from '../../testing/sandboxApp';

const newSandbox = () => createSandbox({ orderCount: 0, log: () => undefined });

describe('the sign-in form on native controls', () => {
  it('labels its fields, ties each missing value to its field and moves focus to the first one', async () => {
    renderApp({ client: await sandboxClient(newSandbox(), null), path: '/login' });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    const password = screen.getByLabelText(/^Password/);
    expect(email).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Required');
    expect(password).toHaveAccessibleDescription('Required');

    // With the address typed, the password is the first invalid field.
    await userEvent.type(email, 'company@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(password).toHaveFocus());
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription();

    const results = await axe.run(screen.getByRole('main'));
    expect(results.violations).toEqual([]);
  });

  it('is reached and sent with the keyboard, the checkbox included', async () => {
    const sandbox = newSandbox();
    const location = renderApp({ client: await sandboxClient(sandbox, null), path: '/login' });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    await userEvent.click(email);
    await userEvent.keyboard('company@example.com');
    await userEvent.tab();
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    await userEvent.keyboard('Demo-1234');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Keep me signed in' })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location.history.at(-1)).toBe('/orders'));
  });

  it('speaks Hungarian', async () => {
    const client = await sandboxClient(newSandbox(), null);
    const location = memoryLocation({ path: '/login' });
    render(
      <App
        services={{
          client,
          toasts: createToastQueue(),
          env: { frameParentOrigins: [], publicFrontendUrl: null },
          inFrame: false,
        }}
        initialLocale="hu"
        configRequest={Promise.resolve({
          currencyCode: 'HUF',
          currencyLocale: 'hu-HU',
          availableLocales: [],
          defaultLocale: 'hu',
          country: 'HU',
        })}
        router={{ hook: location.hook, searchHook: location.searchHook }}
      />,
    );
    await screen.findByRole('form', { name: 'Bejelentkezés a back-office-ba' });
    await userEvent.click(screen.getByRole('button', { name: 'Bejelentkezés' }));
    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('Kötelező');
    expect(screen.getByLabelText(/^Jelszó/)).toHaveAccessibleDescription('Kötelező');
    expect(screen.getByRole('checkbox', { name: 'Maradjak bejelentkezve' })).not.toBeChecked();
  });
});
