import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

const quiet = { orderCount: 5, log: () => undefined };

async function renderAs(email: string, path: string, sandbox = createSandbox(quiet)) {
  const client = await sandboxClient(sandbox, email);
  const location = renderApp({ client, path });
  return { location, sandbox };
}

async function rowsOf(name: string) {
  const table = await screen.findByRole('table', { name });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}

async function noAxeViolations() {
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
}

describe('the users screens', () => {
  it('lists users for a super admin and deactivates one with PUT enabled', async () => {
    const { sandbox } = await renderAs('admin@example.com', '/users?search=company@');
    const rows = await rowsOf('Users list');
    expect(rows).toHaveLength(1);
    await noAxeViolations();
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(sandbox.store.get('users', 2)?.enabled).toBe(false));
  });

  it('filters the users by company from a shared link', async () => {
    const sandbox = createSandbox(quiet);
    const globex = sandbox.store.list('users').filter((user) => user.companyId === 2);
    await renderAs('admin@example.com', '/users?filter[company][exact]=/api/v1/companies/2', sandbox);
    const table = await screen.findByRole('table', { name: 'Users list' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(globex.length + 1));
  });

  it('shows the roles of a user and does not send a super admin’s extra roles', async () => {
    const sandbox = createSandbox(quiet);
    await renderAs('admin@example.com', '/users/2', sandbox);
    const form = await screen.findByRole('form', { name: 'Csaba Company' });
    expect(within(form).getByRole('textbox', { name: /Phone/ })).toHaveValue('+36201000002');
    const superAdmin = within(form).getByRole('switch', { name: 'Super admin' });
    expect(superAdmin).not.toBeChecked();
    expect(within(form).getByRole('link', { name: 'Canteen balances' })).toHaveAttribute(
      'href',
      '/users/2/canteenbalances',
    );
    await noAxeViolations();
    await userEvent.click(superAdmin);
    const save = () => within(form).getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement;
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(
        (sandbox.store.get('users', 2)?.userRoles as Array<{ role: string }>).map((e) => e.role),
      ).toEqual(['ROLE_ADMIN']),
    );
  });

  it('lets a company admin create a user in their own company', async () => {
    const { sandbox, location } = await renderAs('company@example.com', '/users/create');
    const form = await screen.findByRole('form', { name: 'New user' });
    expect(within(form).queryByRole('switch', { name: 'Super admin' })).toBeNull();
    await userEvent.type(within(form).getByRole('textbox', { name: /Last name/ }), 'Új');
    await userEvent.type(within(form).getByRole('textbox', { name: /First name/ }), 'Kolléga');
    await userEvent.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'uj.kollega@example.org');
    const create = () => screen.getAllByRole('button', { name: /^(Save|New user)$/ }).at(-1) as HTMLElement;
    await waitFor(() => expect(create()).toBeEnabled());
    await userEvent.click(create());
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/users\/\d+$/));
    const created = sandbox.store.list('users').find((user) => user.email === 'uj.kollega@example.org');
    expect(created).toMatchObject({ companyId: 1, company: '/api/v1/companies/1' });
  });

  it('sets a user’s credits at a cloud canteen and shows the new credits', async () => {
    const { sandbox } = await renderAs('admin@example.com', '/users/8/canteenbalances');
    const table = await screen.findByRole('table', { name: 'Canteen budgets' });
    const row = await within(table).findByRole('row', { name: /Acme office canteen/ });
    await noAxeViolations();
    const credits = within(row).getByRole('textbox', { name: /New credits/ });
    await userEvent.clear(credits);
    await userEvent.type(credits, '1500');
    await userEvent.click(within(row).getByRole('button', { name: /Set credits/ }));
    expect(await screen.findByText('Credits set: 1500')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(within(table).getByRole('row', { name: /Acme office canteen/ })).getAllByRole('cell')[0],
      ).toHaveTextContent('1500'),
    );
    expect(sandbox.store.list('canteen-budgets')).toContainEqual(
      expect.objectContaining({ userId: 8, canteenId: 1, credits: 1500 }),
    );
  });

  it('creates an address of a user with the address fields', async () => {
    const { sandbox, location } = await renderAs('admin@example.com', '/users/8/addresses/create');
    const form = await screen.findByRole('form', { name: 'New address' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Office');
    await userEvent.type(within(form).getByRole('textbox', { name: /^Street/ }), 'Váci út');
    await userEvent.type(within(form).getByRole('textbox', { name: /^City/ }), 'Budapest');
    await noAxeViolations();
    const save = () => screen.getAllByRole('button', { name: /^(Save|New address)$/ }).at(-1) as HTMLElement;
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/users\/8\/addresses\/\d+$/));
    expect(sandbox.store.list('user-addresses').find((address) => address.name === 'Office')).toMatchObject({
      user: '/api/v1/users/8',
      street: 'Váci út',
      city: 'Budapest',
      fullAddress: 'Váci út, Budapest',
    });
  });

  it('lets a company admin list and edit the addresses of their own company’s users only', async () => {
    const sandbox = createSandbox(quiet);
    const addressOf = (companyId: number) => {
      const user = sandbox.store
        .list('users')
        .find((candidate) => candidate.companyId === companyId && String(candidate.email).endsWith('.org'));
      const iri = `/api/v1/users/${String(user?.id)}`;
      const address = sandbox.store.list('user-addresses').find((candidate) => candidate.user === iri);
      return { userId: String(user?.id), addressId: String(address?.id) };
    };
    const own = addressOf(1);
    const other = addressOf(2);
    const { location } = await renderAs('company@example.com', `/users/${own.userId}/addresses`, sandbox);
    const rows = await rowsOf('Addresses list');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Home');
    await noAxeViolations();
    await userEvent.click(within(rows[0] as HTMLElement).getByRole('link', { name: 'Home' }));
    await waitFor(() =>
      expect(location.history.at(-1)).toBe(`/users/${own.userId}/addresses/${own.addressId}`),
    );
    const form = await screen.findByRole('form', { name: 'Home' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Home office');
    const save = () => within(form).getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement;
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(sandbox.store.get('user-addresses', own.addressId)?.name).toBe('Home office'));

    // Another company's user's address does not open (the platform answers 403), and stays as it was.
    act(() => location.navigate(`/users/${other.userId}/addresses/${other.addressId}`));
    await waitFor(() => expect(location.history.at(-1)).toBe('/403'));
    expect(screen.queryByRole('form')).toBeNull();
    expect(sandbox.store.get('user-addresses', other.addressId)?.name).toBe('Home');
  });

  it('does not let a restaurant admin open their own profile', async () => {
    const { location } = await renderAs('restaurant@example.com', '/users/3');
    await waitFor(() => expect(location.history.at(-1)).toBe('/403'));
  });
});
