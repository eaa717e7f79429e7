import { createApiClient, createMemoryCookieStore } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { createToastQueue } from '@backoffice/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';

import { App } from '../App';

const sandbox = createSandbox({ orderCount: 10, log: () => undefined });

async function renderAt(path: string, email?: string) {
  const client = createApiClient({
    apiBaseUrl: 'http://sandbox.local/api/v1',
    fetch: (input, init) => Promise.resolve(sandbox.fetch(new Request(input, init))),
    cookies: createMemoryCookieStore(),
  });
  if (email) await client.session.signIn({ email, password: 'Demo-1234' });
  const [pathname = '/', search = ''] = path.split('?');
  const location = memoryLocation({ path: pathname, searchPath: search, record: true });
  render(
    <App
      services={{
        client,
        toasts: createToastQueue(),
        env: { frameParentOrigins: [], publicFrontendUrl: null },
        inFrame: false,
      }}
      initialLocale="en"
      configRequest={Promise.resolve({
        currencyCode: 'HUF',
        currencyLocale: 'hu-HU',
        availableLocales: [],
        defaultLocale: 'en',
        country: 'HU',
      })}
      router={{ hook: location.hook, searchHook: location.searchHook }}
    />,
  );
  return location;
}

describe('the route guard', () => {
  it('sends a signed-out user to the login page, keeping the wanted path', async () => {
    const location = await renderAt('/users?page=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/login?redirectTo=%2Fusers%3Fpage%3D2');
  });

  it('sends a user without an overlapping role to /403', async () => {
    const location = await renderAt('/users', 'company@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/403');
  });

  it('opens a route whose roles the user holds, showing the screen placeholder under its title', async () => {
    await renderAt('/users', 'admin@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Users' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Users - Back-office');
  });

  it('shows the not-found page for an unknown path', async () => {
    await renderAt('/no/such/page', 'admin@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
