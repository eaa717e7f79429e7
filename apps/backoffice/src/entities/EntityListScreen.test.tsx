import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../testing/sandboxApp';
import { emitEntityChange } from './entityEvents';

const quiet = { orderCount: 20, log: () => undefined };

/** Renders the app at `path` as the super admin, recording every request. */
async function renderAt(path: string, sandbox = createSandbox(quiet)) {
  const requests: URL[] = [];
  const client = await sandboxClient(sandbox, 'admin@example.com', {
    onRequest: (request) => {
      if (request.method === 'GET') requests.push(new URL(request.url));
    },
  });
  const location = renderApp({ client, path });
  return { location, requests, sandbox };
}

async function rowsOf(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

const rowNames = (rows: HTMLElement[]) =>
  rows.map((row) => within(row).getAllByRole('rowheader')[0]?.textContent);

describe('an entity list', () => {
  it('shows the entities with their references by name, and links each to its edit screen', async () => {
    await renderAt('/tags');
    const rows = await rowsOf('Tags list');
    expect(rowNames(rows)).toContain('Italian');
    const italian = rows.find((row) => row.textContent?.includes('Italian'));
    expect(italian).toHaveTextContent('Cuisine');
    expect(within(italian as HTMLElement).getByRole('link', { name: 'Italian' })).toHaveAttribute(
      'href',
      '/tags/1',
    );
  });

  it('writes a sort into the URL and asks the platform for it', async () => {
    const { location, requests } = await renderAt('/coupons');
    await rowsOf('Coupons list');
    const header = screen.getByRole('columnheader', { name: 'Value' });
    await userEvent.click(within(header).getByRole('button', { name: 'Value' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/coupons?order[value]=asc'));
    await waitFor(() =>
      expect(
        requests.some(
          (url) => url.pathname.endsWith('/coupons') && url.searchParams.get('order[value]') === 'asc',
        ),
      ).toBe(true),
    );
    expect(screen.getByRole('columnheader', { name: 'Value' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('filters through the panel into the URL, and opens a shared link with the filter applied', async () => {
    const { location, requests } = await renderAt('/tags');
    await rowsOf('Tags list');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    // The panel's code loads when it is first shown (lazyListFilters.tsx).
    const panel = await screen.findByRole('region', { name: 'Filter the list' });
    await userEvent.click(within(panel).getByRole('button', { name: /Tag group/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Diet' }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    const expected = '/tags?filter[tagGroup][exact]=/api/v1/restaurant-tag-groups/2';
    await waitFor(() => expect(decodeURIComponent(location.history.at(-1) ?? '')).toBe(expected));
    await waitFor(async () => expect(rowNames(await rowsOf('Tags list'))).toEqual(['Vegan', 'Gluten free']));
    expect(
      requests.some((url) => url.searchParams.get('tagGroup[exact]') === '/api/v1/restaurant-tag-groups/2'),
    ).toBe(true);
  });

  it('opens a shared link with its filter, search and page size applied', async () => {
    await renderAt('/tags?filter[tagGroup][exact]=/api/v1/restaurant-tag-groups/1&search=an&itemsPerPage=25');
    await waitFor(async () =>
      expect(rowNames(await rowsOf('Tags list'))).toEqual(['Italian', 'Japanese', 'Hungarian']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('an');
    expect(await screen.findByRole('region', { name: 'Filter the list' })).toBeInTheDocument();
  });

  it('adds a filter through the dialog and never adds an empty one', async () => {
    const { location } = await renderAt('/coupons');
    await rowsOf('Coupons list');
    await userEvent.click(screen.getByRole('button', { name: 'Add filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a filter' });
    const add = within(dialog).getByRole('button', { name: 'Add' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value' }), '   ');
    expect(add).toBeDisabled();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Value' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Value' }), 'PASTA');
    await userEvent.click(add);
    await waitFor(() =>
      expect(decodeURIComponent(location.history.at(-1) ?? '')).toBe('/coupons?filter[code][partial]=PASTA'),
    );
    await waitFor(async () => expect(rowNames(await rowsOf('Coupons list'))).toEqual(['PASTA10']));
  });

  it('turns a quick filter on into the URL', async () => {
    const { location } = await renderAt('/coupons');
    await rowsOf('Coupons list');
    await userEvent.click(screen.getByRole('button', { name: 'Inactive' }));
    await waitFor(() =>
      expect(decodeURIComponent(location.history.at(-1) ?? '')).toBe('/coupons?quick[]=inactive'),
    );
    await waitFor(async () => expect(rowNames(await rowsOf('Coupons list'))).toEqual(['EXPIRED']));
  });

  it('runs a row action with its toast, and the row changes', async () => {
    await renderAt('/coupons');
    const rows = await rowsOf('Coupons list');
    const expired = rows.find((row) => row.textContent?.includes('EXPIRED')) as HTMLElement;
    await userEvent.click(within(expired).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    expect(await screen.findByText('Activated')).toBeInTheDocument();
    await waitFor(async () => {
      const row = (await rowsOf('Coupons list')).find((candidate) =>
        candidate.textContent?.includes('EXPIRED'),
      );
      expect(row).toHaveTextContent('Yes');
    });
  });

  it('deletes a row after a confirm, with a toast', async () => {
    const { sandbox } = await renderAt('/brands');
    const rows = await rowsOf('Brands list');
    const green = rows.find((row) => row.textContent?.includes('Green Kitchen')) as HTMLElement;
    await userEvent.click(within(green).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “Green Kitchen”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    await waitFor(async () => expect(rowNames(await rowsOf('Brands list'))).not.toContain('Green Kitchen'));
    expect(sandbox.store.list('brands').map((brand) => brand.name)).not.toContain('Green Kitchen');
  });

  it('batch-deletes the selected rows with progress, then a toast', async () => {
    const { sandbox } = await renderAt('/promotions');
    await rowsOf('Discounts list');
    await userEvent.click(screen.getByRole('checkbox', { name: /Select every row/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete selected (3)' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete 3 items?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Batch delete finished')).toBeInTheDocument();
    expect(sandbox.store.list('promotions')).toHaveLength(0);
    await waitFor(() => expect(screen.getByText('No discounts yet.')).toBeInTheDocument());
  });

  it('says why the list failed and loads it again on retry', async () => {
    const sandbox = createSandbox(quiet);
    const original = sandbox.fetch;
    let failing = true;
    sandbox.fetch = (request: Request) =>
      failing && new URL(request.url).pathname === '/api/v1/brands'
        ? Promise.resolve(
            new Response(JSON.stringify({ 'hydra:description': 'Database down' }), { status: 503 }),
          )
        : original(request);
    // A page size no other test asks for: SWR's cache is shared by the tests of a file, and a list it already
    // holds shows its rows while a reload fails.
    await renderAt('/brands?itemsPerPage=25', sandbox);
    expect(await screen.findByText(/The list could not be loaded/)).toBeInTheDocument();
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Pasta Group' })).toBeInTheDocument();
    expect(screen.queryByText(/The list could not be loaded/)).not.toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    await renderAt('/promotions');
    await rowsOf('Discounts list');
    // The app's own page (jsdom keeps overlays of earlier tests in <body>; the e2e tests check whole pages).
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

describe('an entity list and the changes made elsewhere', () => {
  it('reloads when a change of its entity is announced, from another screen or tab', async () => {
    const { sandbox } = await renderAt('/brands?itemsPerPage=75');
    await rowsOf('Brands list');
    sandbox.store.insert('brands', { id: sandbox.store.nextId('brands'), name: 'Noodle Bar', logo: null });
    emitEntityChange({ resource: 'brands', id: 99, kind: 'created' });
    expect(await screen.findByRole('link', { name: 'Noodle Bar' })).toBeInTheDocument();
  });
});
