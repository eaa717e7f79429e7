import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { quietSandbox } from './adminTesting';

describe('a failed load of the platform’s translations', () => {
  it('keeps the bundled texts and shows the request-error toast', async () => {
    const client = await sandboxClient(quietSandbox(), 'admin@example.com', {
      respond: (request, answer) =>
        new URL(request.url).pathname.includes('/public/translations/')
          ? Promise.resolve(
              new Response(JSON.stringify({ 'hydra:description': 'Translations are down' }), {
                status: 500,
                headers: { 'content-type': 'application/ld+json' },
              }),
            )
          : answer(),
    });
    renderApp({ client, path: '/translations' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Translations' })).toBeInTheDocument();
    const toast = await screen.findByRole('alertdialog', { name: 'Request error' });
    expect(toast).toHaveTextContent('Translations are down');
  });
});
