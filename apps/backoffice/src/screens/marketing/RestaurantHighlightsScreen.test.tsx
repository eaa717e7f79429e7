import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

describe('the restaurant highlights', () => {
  it('reorders, adds and removes restaurants, and saves the order', async () => {
    const sandbox = createSandbox({ orderCount: 10, log: () => undefined });
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: '/restaurant-highlights' });
    const list = await screen.findByRole('grid', { name: 'Highlighted restaurants' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('row')
          .map((row) => row.textContent),
      ).toEqual(['1.Pasta Palace', '2.Burger Barn']),
    );
    const save = screen.getByRole('button', { name: 'Save the order' });
    expect(save).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Move Burger Barn up' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Pasta Palace' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Add a restaurant' }), 'Sushi');
    await userEvent.click(await screen.findByRole('option', { name: /Sushi/ }));
    await waitFor(() => {
      const rows = within(screen.getByRole('grid', { name: 'Highlighted restaurants' })).getAllByRole('row');
      expect(rows.map((row) => row.textContent)).toEqual(['1.Burger Barn', '2.Sushi Spot']);
    });
    await userEvent.click(save);

    expect(await screen.findByText('Updated')).toBeInTheDocument();
    const stored = sandbox.store.get('restaurant-highlights', 1) as unknown as { restaurants: string[] };
    expect(stored.restaurants[0]).toBe('/api/v1/restaurants/2');
    expect(stored.restaurants).toHaveLength(2);
    expect(stored.restaurants).not.toContain('/api/v1/restaurants/1');
  });
});
