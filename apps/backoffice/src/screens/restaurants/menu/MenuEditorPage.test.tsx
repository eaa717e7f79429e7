import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';

import { EntityPage } from '../../../entities/EntityPage';
import { renderApp, sandboxClient } from '../../../testing/sandboxApp';
import type { ScreenProps } from '../../screenTypes';
import { MenuEditorPage } from './MenuEditorPage';

// The menu editor is the `menu` page of the restaurant editor; here it is mounted on its own on that route.
vi.mock('../../groups/restaurants', () => ({
  screens: {
    'restaurant-edit': ({ params }: ScreenProps) => (
      <EntityPage title="Menu">
        <MenuEditorPage restaurantId={params.id ?? ''} />
      </EntityPage>
    ),
  },
}));

async function renderMenu(
  options: {
    sandbox?: Sandbox;
    respond?: (request: Request, answer: () => Promise<Response>) => Promise<Response>;
  } = {},
) {
  const sandbox = options.sandbox ?? createSandbox({ orderCount: 3, log: () => undefined });
  const client = await sandboxClient(
    sandbox,
    'restaurant@example.com',
    options.respond ? { respond: options.respond } : {},
  );
  renderApp({ client, path: '/restaurants/1/menu' });
  return sandbox;
}
const rowNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .map((row) => row.querySelector('span > span')?.textContent);
const meals = () => screen.findByRole('grid', { name: 'Meals of Mains' });

describe('the menu editor', () => {
  it('shows the categories, the chosen category’s meals with prices, and the last update', async () => {
    await renderMenu();
    const categories = await screen.findByRole('grid', { name: 'Meal categories' });
    await waitFor(() => expect(rowNames(categories)).toEqual(['Mains', 'Extras']));
    const list = await meals();
    await waitFor(() =>
      expect(rowNames(list)).toEqual(['Spaghetti carbonara', 'Lasagne', 'Margherita pizza']),
    );
    expect(within(list).getAllByText(/Ft/).length).toBeGreaterThan(0);
    expect(await screen.findByText(/Menu last updated: \d{4}-\d\d-\d\d \d\d:\d\d/)).toBeInTheDocument();

    await userEvent.click(within(categories).getByText('Extras'));
    expect(await screen.findByRole('grid', { name: 'Meals of Extras' })).toBeInTheDocument();
  });

  it('moves a meal by keyboard and keeps the new order', async () => {
    const sandbox = await renderMenu();
    const list = await meals();
    await waitFor(() => expect(rowNames(list)[0]).toBe('Spaghetti carbonara'));
    const down = screen.getByRole('button', { name: 'Move Spaghetti carbonara down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(rowNames(list)).toEqual(['Lasagne', 'Spaghetti carbonara', 'Margherita pizza']),
    );
    await waitFor(() => expect(sandbox.store.get('meals', 1)?.position).toBe(2));
  });

  it('rolls a move back with a message when the call fails', async () => {
    await renderMenu({
      respond: (request, answer) =>
        request.url.includes('/move-to-position')
          ? Promise.resolve(
              new Response(JSON.stringify({ code: 500, message: 'Boom' }), {
                status: 500,
                headers: { 'content-type': 'application/json' },
              }),
            )
          : answer(),
    });
    const list = await meals();
    await waitFor(() => expect(rowNames(list)[0]).toBe('Spaghetti carbonara'));
    await userEvent.click(screen.getByRole('button', { name: 'Move Margherita pizza up' }));
    expect(
      await screen.findByText('The new order could not be saved, so the previous order is back.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(rowNames(list)).toEqual(['Spaghetti carbonara', 'Lasagne', 'Margherita pizza']),
    );
  });

  it('inactivates a category for today and activates it again', async () => {
    const sandbox = await renderMenu();
    const categories = await screen.findByRole('grid', { name: 'Meal categories' });
    await waitFor(() => expect(rowNames(categories)).toEqual(['Mains', 'Extras']));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Extras' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Inactivate for today' }));
    await waitFor(() =>
      expect(within(categories).getAllByRole('row')[1]).toHaveTextContent('Inactive today'),
    );
    expect(sandbox.store.get('meal-categories', 2)?.inactiveUntil).toEqual(expect.any(String));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Extras' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(within(categories).getAllByRole('row')[1]).toHaveTextContent('Active'));
  });

  it('creates a meal with the default delivery unit and minimum quantity', async () => {
    const sandbox = await renderMenu();
    await meals();
    await userEvent.click(screen.getByRole('button', { name: 'New meal' }));
    const dialog = await screen.findByRole('dialog', { name: 'New meal' });
    expect(within(dialog).getByRole('textbox', { name: 'Delivery unit' })).toHaveValue('1');
    expect(within(dialog).getByRole('textbox', { name: 'Minimum quantity' })).toHaveValue('1');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Goulash');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Price (HUF)' }), '2990');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const list = await meals();
    await waitFor(() => expect(rowNames(list)).toContain('Goulash'));
    const created = sandbox.store.list('meals').find((meal) => meal.name === 'Goulash');
    expect(created).toMatchObject({
      price: 2990,
      deliveryUnit: 1,
      minimumQuantity: 1,
      position: 4,
      category: '/api/v1/meal-categories/1',
      restaurant: '/api/v1/restaurants/1',
    });
  });

  it('imports a menu file with a summary, and explains a bad file', async () => {
    // jsdom's File does not survive Node's multipart encoding: the chosen file's text is sent on to the sandbox.
    let fileText = '';
    const sandbox = createSandbox({ orderCount: 3, log: () => undefined });
    await renderMenu({
      sandbox,
      respond: (request, answer) => {
        if (!request.url.endsWith('/import-menu')) return answer();
        const boundary = 'menu-file';
        const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="menu.csv"\r\nContent-Type: text/csv\r\n\r\n${fileText}\r\n--${boundary}--\r\n`;
        const headers = {
          authorization: request.headers.get('authorization') ?? '',
          'content-type': `multipart/form-data; boundary=${boundary}`,
        };
        return Promise.resolve(sandbox.fetch(new Request(request.url, { method: 'POST', headers, body })));
      },
    });
    await meals();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const upload = async (text: string) => {
      fileText = text;
      await userEvent.upload(input, new File([text], 'menu.csv', { type: 'text/csv' }));
    };

    await upload('name,price,category\nGoulash,2900,Soups\n');
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Menu imported');
    expect(status).toHaveTextContent('1 meal imported.');
    expect(status).toHaveTextContent('New categories: Soups.');
    const categories = screen.getByRole('grid', { name: 'Meal categories' });
    await waitFor(() => expect(rowNames(categories)).toEqual(['Mains', 'Extras', 'Soups']));

    await upload('name,price\nSoup,-10\n');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The file could not be imported');
    expect(alert).toHaveTextContent('Row 1, price: The price should be a number of at least 0.');
  });

  it('moves a meal by keyboard drag and drop on its handle', async () => {
    const sandbox = await renderMenu();
    const list = await meals();
    await waitFor(() => expect(rowNames(list)[0]).toBe('Spaghetti carbonara'));
    // Keyboard drag and drop of the kit's list: focus the handle, Enter to pick up, arrows to the place, Enter.
    within(list).getByRole('button', { name: 'Drag Spaghetti carbonara' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(rowNames(list).indexOf('Spaghetti carbonara')).toBeGreaterThan(0));
    const moved = rowNames(list).indexOf('Spaghetti carbonara') + 1;
    await waitFor(() => expect(sandbox.store.get('meals', 1)?.position).toBe(moved));
  });

  it('shows the option groups with the chosen group’s options, and moves an option', async () => {
    const sandbox = await renderMenu();
    await meals();
    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    const groups = await screen.findByRole('grid', { name: 'Meal option groups' });
    await waitFor(() => expect(rowNames(groups)).toEqual(['Extras']));
    expect(within(groups).getAllByRole('row')[0]).toHaveAttribute('aria-selected', 'true');
    const options = await screen.findByRole('grid', { name: 'Options of Extras' });
    await waitFor(() => expect(rowNames(options)).toEqual(['Extra cheese', 'Extra sauce']));
    await userEvent.click(within(options).getByRole('button', { name: 'Move Extra sauce up' }));
    await waitFor(() => expect(rowNames(options)).toEqual(['Extra sauce', 'Extra cheese']));
    const sauce = sandbox.store
      .list('meal-options')
      .find((option) => option.name === 'Extra sauce' && option.restaurant === '/api/v1/restaurants/1');
    await waitFor(() => expect(sandbox.store.get('meal-options', Number(sauce?.id))?.position).toBe(1));
  });

  it('saves the supplier price a restaurant admin sets on a meal and on an option', async () => {
    const sandbox = await renderMenu();
    const list = await meals();
    await waitFor(() => expect(rowNames(list)[0]).toBe('Spaghetti carbonara'));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Spaghetti carbonara' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Spaghetti carbonara' });
    const supplier = within(dialog).getByRole('textbox', { name: 'Supplier price (HUF)' });
    await userEvent.clear(supplier);
    await userEvent.type(supplier, '1750');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sandbox.store.get('meals', 1)?.supplierPrice).toBe(1750);

    await userEvent.click(screen.getByRole('tab', { name: 'Options' }));
    const options = await screen.findByRole('grid', { name: 'Options of Extras' });
    await waitFor(() => expect(rowNames(options)[0]).toBe('Extra cheese'));
    await userEvent.click(screen.getByRole('button', { name: 'Actions for Extra cheese' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const optionDialog = await screen.findByRole('dialog', { name: 'Extra cheese' });
    const optionSupplier = within(optionDialog).getByRole('textbox', { name: 'Supplier price (HUF)' });
    await userEvent.clear(optionSupplier);
    await userEvent.type(optionSupplier, '180');
    const saveOption = within(optionDialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(saveOption).toBeEnabled());
    await userEvent.click(saveOption);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const cheese = sandbox.store
      .list('meal-options')
      .find((option) => option.name === 'Extra cheese' && option.restaurant === '/api/v1/restaurants/1');
    expect(cheese?.supplierPrice).toBe(180);
  });

  it('has no axe violations', async () => {
    await renderMenu();
    const list = await meals();
    await waitFor(() => expect(rowNames(list)).toHaveLength(3));
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
