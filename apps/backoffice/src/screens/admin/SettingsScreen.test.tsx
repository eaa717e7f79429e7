import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { expectNoAxeViolations, quietSandbox, renderAsAdmin } from './adminTesting';

describe('the dynamic settings', () => {
  it('makes the form from the shape that arrives and saves a change', async () => {
    const sandbox = quietSandbox();
    await renderAsAdmin('/settings', sandbox);
    const maintenance = await screen.findByRole('switch', { name: 'Maintenance mode' });
    expect(maintenance).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Support phone' })).toHaveValue('+3612345678');
    expect(screen.getByRole('textbox', { name: /Restaurant admin reload interval/ })).toHaveValue('60');
    const ordering = screen.getByRole('group', { name: 'Ordering' });
    expect(within(ordering).getByRole('switch', { name: 'Pre-orders enabled' })).toBeChecked();
    expect(within(ordering).getByRole('textbox', { name: 'Most items in one order' })).toHaveValue('50');
    expect(screen.getByText('Edited in the JSON view: supportedCountries')).toBeInTheDocument();
    await expectNoAxeViolations();

    await userEvent.click(maintenance);
    await userEvent.click(within(ordering).getByRole('switch', { name: 'Pre-orders enabled' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sandbox.store.get('dynamic_settings', 1)).toMatchObject({
      maintenanceMode: true,
      ordering: { maxItemsPerOrder: 50, preordersEnabled: false },
      supportedCountries: ['HU'],
    });
  });

  it('checks the JSON view before saving, and saves what it holds', async () => {
    const sandbox = quietSandbox();
    await renderAsAdmin('/settings', sandbox);
    await screen.findByRole('switch', { name: 'Maintenance mode' });
    await userEvent.click(screen.getByRole('tab', { name: 'JSON' }));
    const json = await screen.findByRole('textbox', { name: 'Settings as JSON' });
    expect(JSON.parse((json as HTMLTextAreaElement).value)).toMatchObject({ supportPhone: '+3612345678' });
    await userEvent.clear(json);
    await userEvent.type(json, '[[1, 2]');
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('The settings must be a JSON object.')).toBeInTheDocument();
    await userEvent.clear(json);
    await userEvent.type(json, '{{"supportPhone": "+3699"');
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText(/This is not valid JSON/)).toBeInTheDocument();
    expect(sandbox.store.get('dynamic_settings', 1)?.supportPhone).toBe('+3612345678');
    await userEvent.type(json, '}');
    await userEvent.click(screen.getByRole('button', { name: 'Save the settings' }));
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sandbox.store.get('dynamic_settings', 1)?.supportPhone).toBe('+3699');
    await userEvent.click(screen.getByRole('tab', { name: 'Form' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Support phone' })).toHaveValue('+3699'));
  });
});
