import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../testing/sandboxApp';

const quiet = { orderCount: 20, log: () => undefined };

async function renderAt(path: string, sandbox = createSandbox(quiet)) {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  const location = renderApp({ client, path });
  return { location, sandbox };
}

const form = (name: string) => screen.findByRole('form', { name });
const save = () => screen.getAllByRole('button', { name: /^(Save|New tag)$/ }).at(-1) as HTMLElement;

describe('an entity form', () => {
  it('creates an entity: a client error after a pause, a server violation on its field, then the edit screen', async () => {
    const { location, sandbox } = await renderAt('/tags/create');
    const tag = await form('New tag');
    // The name of the language whose tab is open.
    const nameIn = () => within(within(tag).getByRole('tabpanel')).getByRole('textbox', { name: 'Name' });
    const name = nameIn();

    await userEvent.type(name, ' Street');
    // The spec's rule (no leading space) shows once validation has run, 1000 ms after the last change.
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('Invalid');

    // A name another tag has: only the platform knows, and says so on the field.
    await userEvent.clear(name);
    await userEvent.type(name, 'Italian');
    await userEvent.click(within(tag).getByRole('tab', { name: /Hungarian/ }));
    await userEvent.type(nameIn(), 'Utcai étel');
    const group = within(tag).getByRole('combobox', { name: /Tag group/ });
    await userEvent.type(group, 'Cui');
    await userEvent.click(await screen.findByRole('option', { name: 'Cuisine' }));
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await userEvent.click(within(tag).getByRole('tab', { name: /English/ }));
    expect(await within(tag).findByText('This value is already used.')).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/tags/create');

    // What was typed is all still there; a new name saves and opens the new tag's edit screen.
    const english = nameIn();
    expect(english).toHaveValue('Italian');
    await userEvent.clear(english);
    await userEvent.type(english, 'Street food');
    await waitFor(() => expect(save()).toBeEnabled());
    await userEvent.click(save());
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/tags\/\d+$/));
    expect(await screen.findByText('Created')).toBeInTheDocument();
    const created = sandbox.store
      .list('restaurant-tags')
      .find((entry) => entry.tagGroup !== undefined && JSON.stringify(entry).includes('Street food'));
    expect(created).toMatchObject({
      tagGroup: '/api/v1/restaurant-tag-groups/1',
      translations: { en: { name: 'Street food' }, hu: { name: 'Utcai étel' } },
    });
  });

  it('saves an edit without dropping the fields the form does not show', async () => {
    const sandbox = createSandbox(quiet);
    sandbox.store.update('brands', 1, { internalNote: 'keep me' });
    await renderAt('/brands/1', sandbox);
    const brand = await form('Pasta Group');
    const name = within(brand).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Pasta Family');
    await waitFor(() => expect(within(brand).getByRole('button', { name: 'Save' })).toBeEnabled());
    await userEvent.click(within(brand).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(sandbox.store.get('brands', 1)).toMatchObject({ name: 'Pasta Family', internalNote: 'keep me' });
  });

  it('asks to stay or leave when leaving unsaved changes', async () => {
    const { location } = await renderAt('/coupons/1');
    const coupon = await form('WELCOME500');
    await userEvent.type(within(coupon).getByRole('textbox', { name: 'Code' }), 'X');
    await userEvent.click(screen.getByRole('link', { name: 'Brands' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'You have unsaved changes. Leave anyway?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(location.history.at(-1)).toBe('/coupons/1');
    expect(within(coupon).getByRole('textbox', { name: 'Code' })).toHaveValue('WELCOME500X');
    await userEvent.click(screen.getByRole('link', { name: 'Brands' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave' }),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe('/brands'));
  });

  it('refuses what the domain refuses: a coupon’s minimum above its maximum', async () => {
    await renderAt('/coupons/2');
    const coupon = await form('PASTA10');
    const minimum = within(coupon).getByRole('textbox', { name: 'Minimum order' });
    await userEvent.clear(minimum);
    await userEvent.type(minimum, '30000');
    const maximum = within(coupon).getByRole('textbox', { name: 'Maximum order' });
    await waitFor(() => expect(maximum).toHaveAttribute('aria-invalid', 'true'));
    // Save follows validity on its own timer, once the user has paused.
    await waitFor(() => expect(within(coupon).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('deletes from the edit screen and lands on the list with a toast', async () => {
    const { location, sandbox } = await renderAt('/registration-codes/2');
    await form('GLOBEX-JOIN');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete “GLOBEX-JOIN”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/registration-codes'));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(sandbox.store.get('registration-codes', 2)).toBeUndefined();
  });

  it('honours redirectTo after a create', async () => {
    const { location } = await renderAt('/brands/create?redirectTo=/tags');
    const brand = await form('New brand');
    await userEvent.type(within(brand).getByRole('textbox', { name: 'Name' }), 'Soup Society');
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Save' }).at(-1)).toBeEnabled());
    await userEvent.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    await waitFor(() => expect(location.history.at(-1)).toBe('/tags'));
  });

  it('opens the not-found page for an entity that does not exist', async () => {
    const { location } = await renderAt('/brands/999');
    await waitFor(() => expect(location.history.at(-1)).toBe('/not-found'));
  });

  it('has no axe violations', async () => {
    await renderAt('/promotions/1');
    await form('Acme Friday');
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
