import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../testing/sandboxApp';
import type { FailedEvent } from './appEvents';
import { onAppEvent } from './appEvents';

const offs: Array<() => void> = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
});

/** The app at `path` as the super admin, its platform refusing every DELETE with a 409; the failed events seen. */
async function renderRefusingDeletes(path: string) {
  const sandbox = createSandbox({ orderCount: 10, log: () => undefined });
  const original = sandbox.fetch.bind(sandbox);
  sandbox.fetch = (request: Request) =>
    request.method === 'DELETE'
      ? Promise.resolve(
          new Response(JSON.stringify({ 'hydra:description': 'Still in use' }), {
            status: 409,
            headers: { 'content-type': 'application/ld+json' },
          }),
        )
      : original(request);
  const failed: FailedEvent[] = [];
  offs.push(onAppEvent('failed', (event) => failed.push(event)));
  const client = await sandboxClient(sandbox, 'admin@example.com');
  renderApp({ client, path });
  return { sandbox, failed };
}

describe('a single delete that fails (section 8)', () => {
  it('emits a failed event from the list, next to its toast', async () => {
    const { sandbox, failed } = await renderRefusingDeletes('/brands');
    const table = await screen.findByRole('table', { name: 'Brands list' });
    const green = await within(table).findByRole('row', { name: /Green Kitchen/ });
    const id = sandbox.store.list('brands').find((brand) => brand.name === 'Green Kitchen')?.id;
    await userEvent.click(within(green).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Green Kitchen”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Green Kitchen” could not be deleted: Still in use')).toBeInTheDocument();
    expect(failed).toEqual([
      {
        action: 'delete',
        resource: 'brands',
        id,
        error: expect.objectContaining({ status: 409 }) as unknown,
      },
    ]);
  });

  it('emits a failed event from the edit screen', async () => {
    const { failed } = await renderRefusingDeletes('/registration-codes/2');
    await screen.findByRole('form', { name: 'GLOBEX-JOIN' });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “GLOBEX-JOIN”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(failed).toEqual([
        {
          action: 'delete',
          resource: 'registration-codes',
          id: 2,
          error: expect.objectContaining({ status: 409 }) as unknown,
        },
      ]),
    );
  });
});
