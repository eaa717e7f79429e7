import { resources } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

const quiet = { orderCount: 5, log: () => undefined };

async function renderAs(email: string, path: string, sandbox = createSandbox(quiet)) {
  const client = await sandboxClient(sandbox, email);
  const location = renderApp({ client, path });
  return { location, sandbox };
}

async function noAxeViolations() {
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes[0]?.html}`)).toEqual([]);
}

const saveButton = () => screen.getAllByRole('button', { name: /^(Save|New .*)$/ }).at(-1) as HTMLElement;
async function save() {
  await waitFor(() => expect(saveButton()).toBeEnabled());
  await userEvent.click(saveButton());
}

describe('the companies screens', () => {
  // First in the file: SWR's cache outlives a test, and a copy of company 1 from another test's sandbox would
  // race this test's edit with its revalidation.
  it('opens the company admin’s own company at /company, with the fields they may change', async () => {
    const { location, sandbox } = await renderAs('company@example.com', '/company');
    const form = await screen.findByRole('form', { name: 'Acme Kft.' });
    expect(location.history.at(-1)).toBe('/companies/1');
    expect(within(form).queryByRole('textbox', { name: 'Service fee (%)' })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Clone' })).toBeNull();
    expect(within(form).getByRole('link', { name: 'Allowances' })).toHaveAttribute(
      'href',
      '/companies/1/allowances',
    );
    await noAxeViolations();
    await userEvent.click(within(form).getByRole('switch', { name: 'Send the driver-on-the-way e-mail' }));
    await save();
    await waitFor(() => expect(sandbox.store.get('companies', 1)?.deliveryDriverDeliveringEmail).toBe(false));
  });

  it('lists companies and clones one from the list, opening the clone', async () => {
    const { location, sandbox } = await renderAs('admin@example.com', '/companies');
    const table = await screen.findByRole('table', { name: 'Companies list' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(2));
    expect(within(table).getByText('5.00%')).toBeInTheDocument();
    await noAxeViolations();
    const acme = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Acme')) as HTMLElement;
    await userEvent.click(within(acme).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Clone' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(sandbox.store.list('companies')).toHaveLength(3));
    const clone = sandbox.store.list('companies').at(-1);
    await waitFor(() => expect(location.history.at(-1)).toBe(`/companies/${clone?.id}`));
  });

  it('edits a company: the service fee as a percent stored as a fraction, and a delivery price override', async () => {
    const { sandbox } = await renderAs('admin@example.com', '/companies/1');
    const form = await screen.findByRole('form', { name: 'Acme Kft.' });
    const fee = within(form).getByRole('textbox', { name: 'Service fee (%)' });
    expect(fee).toHaveValue('5.00%');
    expect(within(form).getByRole('link', { name: 'Balances' })).toHaveAttribute(
      'href',
      '/companies/1/balances',
    );
    await noAxeViolations();
    await userEvent.clear(fee);
    await userEvent.type(fee, '12.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a price override' }));
    const override = within(form).getByRole('region', { name: 'Override 2' });
    const price = within(override).getByRole('textbox', { name: /Delivery price/ });
    await userEvent.clear(price);
    await userEvent.type(price, '490');
    await save();
    await waitFor(() => expect(sandbox.store.get('companies', 1)?.serviceFeePercent).toBe(0.125));
    expect(sandbox.store.get('companies', 1)?.deliveryPriceOverrides).toEqual([
      { min_order_value: 10000, delivery_price: 0 },
      { min_order_value: 0, delivery_price: 490 },
    ]);
  });

  it('creates a team of a company, which belongs to that company', async () => {
    const { location, sandbox } = await renderAs('admin@example.com', '/companies/2/teams/create');
    const form = await screen.findByRole('form', { name: 'New team' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'Support');
    await save();
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/companies\/2\/teams\/\d+$/));
    expect(sandbox.store.list('company-teams').find((team) => team.name === 'Support')).toMatchObject({
      company: '/api/v1/companies/2',
    });
    await userEvent.click(screen.getByRole('link', { name: 'Teams' }));
    const table = await screen.findByRole('table', { name: 'Teams list' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
  });

  it('lists a company’s employees, and only theirs', async () => {
    await renderAs('company@example.com', '/companies/1/employees');
    const table = await screen.findByRole('table', { name: 'Employees of Acme Kft.' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(5));
    expect(within(table).queryByText(/Globex/)).toBeNull();
    await noAxeViolations();
  });

  it('lists a company’s balances per user', async () => {
    const sandbox = createSandbox(quiet);
    const expected = sandbox.store
      .list('company-balances')
      .filter((b) => b.company === '/api/v1/companies/2');
    await renderAs('admin@example.com', '/companies/2/balances', sandbox);
    const table = await screen.findByRole('table', { name: 'Balances' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 1));
    await noAxeViolations();
  });

  it('lets only a super admin create a company: a company admin gets the 403 page, and the platform agrees', async () => {
    const { location, sandbox } = await renderAs('company@example.com', '/companies/create');
    await waitFor(() => expect(location.history.at(-1)).toBe('/403'));
    expect(screen.queryByRole('form', { name: 'New company' })).toBeNull();
    const client = await sandboxClient(sandbox, 'company@example.com');
    await expect(resources.companies.create(client, { name: 'Spinoff' })).rejects.toMatchObject({
      status: 403,
    });
    expect(sandbox.store.list('companies').some((entry) => entry.name === 'Spinoff')).toBe(false);
  });

  it('opens the new company form for a super admin', async () => {
    await renderAs('admin@example.com', '/companies/create');
    expect(await screen.findByRole('form', { name: 'New company' })).toBeInTheDocument();
  });
});

describe('an allowance', () => {
  it('shows the week from Sunday in English, refuses an overlap, and checks the expense code pattern as typed', async () => {
    const { sandbox } = await renderAs('company@example.com', '/company/allowances/12');
    const form = await screen.findByRole('form', { name: 'Late shift' });
    const legends = within(form)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent)
      .filter((text) => text && /day$/.test(text));
    expect(legends.slice(0, 2)).toEqual(['Sunday', 'Monday']);
    await noAxeViolations();

    const saturday = within(form).getByRole('group', { name: 'Saturday' });
    await userEvent.click(within(saturday).getByRole('button', { name: /Add a period/ }));
    const from = within(saturday).getAllByRole('textbox', { name: /From/ }).at(-1) as HTMLElement;
    const until = within(saturday).getAllByRole('textbox', { name: /Until/ }).at(-1) as HTMLElement;
    await userEvent.type(from, '18:00');
    await userEvent.type(until, '19:00');
    await waitFor(() => expect(within(saturday).getAllByText('Invalid').length).toBeGreaterThan(0));
    await userEvent.click(within(saturday).getByRole('button', { name: /Remove period 2/ }));

    const pattern = within(form).getByRole('textbox', { name: 'Pattern (regular expression)' });
    await userEvent.type(pattern, '^CC-(');
    expect(await within(form).findByText('This is not a valid pattern.', {})).toBeInTheDocument();
    await waitFor(() => expect(saveButton()).toBeDisabled());
    await userEvent.type(pattern, '\\d+)$');
    await userEvent.click(within(form).getByRole('switch', { name: 'Expense code required' }));
    const code = within(form).getByRole('textbox', { name: 'Code to test' });
    await userEvent.type(code, 'XX');
    expect(within(form).getByRole('status')).toHaveTextContent('This code does not match the pattern.');
    await userEvent.clear(code);
    await userEvent.type(code, 'CC-42');
    expect(within(form).getByRole('status')).toHaveTextContent('This code is accepted.');
    await save();
    await waitFor(() =>
      expect(sandbox.store.get('company-allowances', 12)).toMatchObject({
        expenseCodeRequired: 2,
        expenseCodeRegexValidation: '^CC-(\\d+)$',
        days: [{ day: 6, timeIntervals: [{ openTime: '17:00', closeTime: '21:00' }] }],
      }),
    );
  });

  it('shows a period-hours error 300 ms after the last input, not before (the form waits 1000 ms)', async () => {
    await renderAs('company@example.com', '/company/allowances/12');
    const form = await screen.findByRole('form', { name: 'Late shift' });
    const saturday = within(form).getByRole('group', { name: 'Saturday' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(within(saturday).getByRole('button', { name: /Add a period/ }));
      const from = within(saturday).getAllByRole('textbox', { name: /From/ }).at(-1) as HTMLElement;
      const until = within(saturday).getAllByRole('textbox', { name: /Until/ }).at(-1) as HTMLElement;
      fireEvent.change(from, { target: { value: '18:00' } });
      fireEvent.change(until, { target: { value: '19:00' } });
      // 18:00–19:00 overlaps the saturday's 17:00–21:00.
      act(() => vi.advanceTimersByTime(299));
      expect(within(saturday).queryAllByText('Invalid')).toEqual([]);
      act(() => vi.advanceTimersByTime(1));
      expect(within(saturday).getAllByText('Invalid').length).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is activated and deactivated from the list with PUT isActive', async () => {
    const { sandbox } = await renderAs('admin@example.com', '/companies/2/allowances');
    const table = await screen.findByRole('table', { name: 'Allowances list' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    const late = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes('Late shift')) as HTMLElement;
    await userEvent.click(within(late).getByRole('button', { name: 'Row actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Activate' }));
    await waitFor(() => expect(sandbox.store.get('company-allowances', 22)?.isActive).toBe(true));
  });
});
