import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

async function renderAt(path: string) {
  const sandbox = createSandbox({ orderCount: 10, log: () => undefined });
  const client = await sandboxClient(sandbox, 'admin@example.com');
  const location = renderApp({ client, path });
  return { sandbox, location };
}

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

async function expectNoAxeViolations() {
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`,
    ),
  ).toEqual([]);
}

describe('the canteens list', () => {
  it('shows each canteen’s cloud canteen, identifier, restaurant and cutoff time, and opens the balances', async () => {
    const { sandbox, location } = await renderAt('/canteens');
    const table = await screen.findByRole('table', { name: 'Canteens' });
    const restaurant4 = String(sandbox.store.get('restaurants', 4)?.name);
    const seeded = sandbox.store.list('canteens').find((canteen) => canteen.restaurantId === 4);
    await waitFor(() => expect(within(table).getByText(restaurant4)).toBeInTheDocument());
    const row = within(table).getByText(restaurant4).closest('tr') as HTMLElement;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Acme office canteen');
    expect(within(row).getByText('ACME')).toBeInTheDocument();
    expect(within(row).getByText(String(seeded?.cutoffTime))).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(screen.getByRole('button', { name: 'Canteen balances' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/canteens/balances'));
    const balances = await screen.findByRole('table', { name: 'Canteen balances' });
    await waitFor(() => expect(within(balances).getAllByRole('rowheader').length).toBeGreaterThan(0));
    expect(screen.getByRole('heading', { level: 1, name: 'Canteen balances' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});

describe('the residential canteen screens', () => {
  it('lists residential canteens, and edits one', async () => {
    const { sandbox } = await renderAt('/residential-canteens');
    const table = await screen.findByRole('table', { name: 'Residential canteens list' });
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Riverside residence']));
    await expectNoAxeViolations();
    await userEvent.click(within(table).getByRole('link', { name: 'Riverside residence' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    expect(await screen.findByRole('region', { name: 'Delivery jobs' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Riverside homes');
    const save = () => screen.getAllByRole('button', { name: /^Save$/ }).at(-1) as HTMLElement;
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(sandbox.store.get('residential-canteens', 1)?.name).toBe('Riverside homes'));
    expect(sandbox.store.get('residential-canteens', 1)).toMatchObject({
      name: 'Riverside homes',
      identifier: 'RIVER',
    });
  });

  it('edits a residential canteen address: the address fields stay on the record', async () => {
    const { sandbox } = await renderAt('/residential-canteen-addresses');
    const table = await screen.findByRole('table', { name: 'Residential canteen addresses list' });
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Building A', 'Building B']));
    await expectNoAxeViolations();
    const before = sandbox.store.get('residential-canteen-addresses', 1);
    await userEvent.click(within(table).getByRole('link', { name: 'Building A' }));
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Building A'));
    expect(screen.getByRole('textbox', { name: /^Street/ })).toHaveValue(String(before?.street));
    await userEvent.type(name, ' East');
    const save = () => screen.getAllByRole('button', { name: /^Save$/ }).at(-1) as HTMLElement;
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(sandbox.store.get('residential-canteen-addresses', 1)?.name).toBe('Building A East'),
    );
    expect(sandbox.store.get('residential-canteen-addresses', 1)).toMatchObject({
      name: 'Building A East',
      street: before?.street,
      city: before?.city,
      residentialCanteen: '/api/v1/residential-canteens/1',
    });
  });

  it('lists the partner relations by canteen and restaurant', async () => {
    const { sandbox } = await renderAt('/residential-canteen-relations');
    const table = await screen.findByRole('table', { name: 'Residential canteen relations list' });
    await waitFor(() => expect(rowHeaders(table)).toEqual(['Riverside residence']));
    const restaurant4 = String(sandbox.store.get('restaurants', 4)?.name);
    await waitFor(() => expect(within(table).getByText(restaurant4)).toBeInTheDocument());
    expect(within(table).getByText('18:00')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
