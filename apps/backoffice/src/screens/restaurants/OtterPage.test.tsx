import { createSandbox } from '@backoffice/sandbox';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import type * as Services from '../../shell/services';
import type { AppServices } from '../../shell/services';
import { renderApp, sandboxClient } from '../../testing/sandboxApp';

// The deployment's Otter connect address, as main.tsx would have read it with readAppEnv.
vi.mock('../../shell/services', async (importOriginal) => {
  const actual = await importOriginal<typeof Services>();
  return {
    ...actual,
    useServices: (): AppServices => {
      const services = actual.useServices();
      return { ...services, env: { ...services.env, otterConnectUrl: 'https://otter.example/connect' } };
    },
  };
});

describe('the Otter page', () => {
  it('links an otter restaurant with no external id to the deployment’s Otter connect address', async () => {
    const client = await sandboxClient(
      createSandbox({ orderCount: 3, log: () => undefined }),
      'admin@example.com',
    );
    renderApp({ client, path: '/restaurants/5/otter' });
    const link = await screen.findByRole('link', { name: 'Connect Otter Grill to Otter' });
    expect(link).toHaveAttribute('href', 'https://otter.example/connect');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
