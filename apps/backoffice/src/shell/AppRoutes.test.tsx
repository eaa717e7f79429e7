import { createSandbox } from '@backoffice/sandbox';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, sandboxClient } from '../testing/sandboxApp';

const sandbox = createSandbox({ orderCount: 10, log: () => undefined });

async function renderAt(path: string, email?: string) {
  const client = await sandboxClient(sandbox, email ?? null);
  const location = renderApp({ client, path });
  return location;
}

describe('the route guard', () => {
  it('sends a signed-out user to the login page, keeping the wanted path', async () => {
    const location = await renderAt('/users?page=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login?redirectTo=%2Fusers%3Fpage%3D2');
  });

  it('sends a user without an overlapping role to /403', async () => {
    const location = await renderAt('/users', 'company@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access denied' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/403');
  });

  it('opens a route whose roles the user holds, showing the screen placeholder under its title', async () => {
    await renderAt('/users', 'admin@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    expect(document.title).toBe('Users - Back-office');
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no/such/page', 'admin@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
