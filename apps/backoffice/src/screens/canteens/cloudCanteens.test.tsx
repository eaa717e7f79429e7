import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import type { fixedCanteen } from './canteenTesting';
import { canteenSandbox } from './canteenTesting';

async function renderAt(path: string, sandbox: Sandbox) {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  return renderApp({ client, path });
}

const save = () => screen.getAllByRole('button', { name: /^Save$/ }).at(-1) as HTMLElement;
const ruleRow = (region: HTMLElement, position: number) =>
  within(within(region).getByRole('group', { name: `Rule ${position}` }));
const cutoffOf = (region: HTMLElement, position: number) =>
  ruleRow(region, position).getByRole('textbox', { name: /Cutoff time/ });

describe('the cloud canteens of a company', () => {
  it('lists only the company’s canteens and creates a new one for that company', async () => {
    const sandbox = createSandbox({ orderCount: 10, log: () => undefined });
    sandbox.store.insert('cloud-canteens', {
      id: sandbox.store.nextId('cloud-canteens'),
      name: 'Beta canteen',
      company: '/api/v1/companies/2',
      relatedRestaurants: [],
    });
    const location = await renderAt('/companies/1/cloudcanteens', sandbox);
    const table = await screen.findByRole('table', { name: 'Cloud canteens list' });
    await waitFor(() =>
      expect(
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ).toEqual(['Acme office canteen']),
    );
    expect(within(table).getByRole('link', { name: 'Acme office canteen' })).toHaveAttribute(
      'href',
      '/companies/1/cloudcanteens/1',
    );

    await userEvent.click(screen.getByRole('button', { name: 'New cloud canteen' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/companies/1/cloudcanteens/create'));
    const form = await screen.findByRole('form', { name: 'New cloud canteen' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Lunch room');
    await userEvent.type(within(form).getByRole('textbox', { name: /Delivery time/ }), '11:30');
    expect(within(form).getByText('Save the canteen first.')).toBeInTheDocument();
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/companies\/1\/cloudcanteens\/\d+$/));
    const created = sandbox.store.list('cloud-canteens').find((canteen) => canteen.name === 'Lunch room');
    expect(created).toMatchObject({ company: '/api/v1/companies/1', deliveryTime: '11:30' });
  });

  it('adds a rule one hour before the earliest, refuses an out-of-order cutoff, and saves the rules', async () => {
    const { sandbox, id } = await canteenSandbox();
    await renderAt(`/companies/1/cloudcanteens/${id}`, sandbox);
    const region = await screen.findByRole('region', { name: 'Related restaurant 1' });
    await waitFor(() => expect(cutoffOf(region, 1)).toHaveValue('2023-08-30 08:00:00'));

    await userEvent.click(within(region).getByRole('button', { name: 'Add cutoff rule' }));
    expect(cutoffOf(region, 1)).toHaveValue('2023-08-30 07:00:00');
    expect(ruleRow(region, 1).getByRole('textbox', { name: /Meal limit/ })).toHaveValue('999');
    expect(cutoffOf(region, 2)).toHaveValue('2023-08-30 08:00:00');

    // Rule 2 moved past rule 3: refused on its own field, and Save waits.
    const second = cutoffOf(region, 2);
    await userEvent.clear(second);
    await userEvent.paste('2023-08-30 09:30:00');
    await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
    expect(second).toHaveAccessibleDescription(expect.stringContaining('Invalid'));
    expect(cutoffOf(region, 3)).not.toHaveAttribute('aria-invalid');
    // Save follows validity on its own timer, once the user has paused.
    await waitFor(() => expect(save()).toBeDisabled());

    await userEvent.clear(second);
    await userEvent.paste('2023-08-30 08:30:00');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    const stored = () => sandbox.store.get('cloud-canteens', id) as unknown as typeof fixedCanteen;
    await waitFor(() => expect(stored().relatedRestaurants[0]?.rules).toHaveLength(3));
    expect(stored().relatedRestaurants[0]?.rules).toEqual([
      { cutoffTime: '2023-08-30 07:00:00', limit: 999 },
      { cutoffTime: '2023-08-30 08:30:00', limit: 50 },
      { cutoffTime: '2023-08-30 09:00:00', limit: 999 },
    ]);
    // Fields the form does not show travel back unchanged.
    expect(sandbox.store.get('cloud-canteens', id)).toMatchObject({ expenseCodeTitle: 'Project code' });
  });

  it('shows a cutoff override as days before the delivery and a time, and clears it', async () => {
    const { sandbox, id } = await canteenSandbox();
    await renderAt(`/companies/1/cloudcanteens/${id}`, sandbox);
    const region = await screen.findByRole('region', { name: 'Related restaurant 1' });
    expect(await within(region).findByRole('button', { name: /2 days before/ })).toBeInTheDocument();
    expect(within(region).getByText(/On 2023-08-28/)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Remove the override' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() =>
      expect(
        (sandbox.store.get('cloud-canteens', id) as unknown as typeof fixedCanteen).relatedRestaurants[0]
          ?.cutoffTimeOverride,
      ).toBeNull(),
    );
  });

  it('pre-creates the canteen’s delivery jobs with the chosen method', async () => {
    const { sandbox, id } = await canteenSandbox();
    await renderAt(`/companies/1/cloudcanteens/${id}`, sandbox);
    const jobs = await screen.findByRole('region', { name: 'Delivery jobs' });
    await userEvent.click(within(jobs).getByRole('button', { name: 'Pre-create delivery jobs' }));
    expect(await within(jobs).findByText('Invalid')).toBeInTheDocument();
    await userEvent.click(within(jobs).getByRole('button', { name: /Delivery method/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wolt' }));
    await userEvent.click(within(jobs).getByRole('button', { name: 'Pre-create delivery jobs' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Pre-create delivery jobs for “Acme office canteen”',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pre-create' }));
    expect(await screen.findByText(/^Delivery job \d+ created$/, {})).toBeInTheDocument();
    const job = sandbox.store
      .list('delivery-jobs')
      .find((entry) => entry.preCreatedFor === `cloud-canteen:${id}`);
    expect(job).toMatchObject({ deliveryMethod: 'wolt', status: 'initialized' });
  });

  it('has no axe violations', async () => {
    const { sandbox, id } = await canteenSandbox();
    await renderAt(`/companies/1/cloudcanteens/${id}`, sandbox);
    const region = await screen.findByRole('region', { name: 'Related restaurant 1' });
    await waitFor(() => expect(cutoffOf(region, 1)).toHaveValue('2023-08-30 08:00:00'));
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
