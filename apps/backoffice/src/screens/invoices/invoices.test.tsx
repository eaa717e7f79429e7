import { createSandbox } from '@backoffice/sandbox';
import type { Sandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { File as NodeFile } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';

/**
 * jsdom's File and FormData do not survive Node's multipart encoding: uploads are built from Node's own, so the
 * sandbox receives the real file (its name and bytes) as a browser would send it.
 */
const pdf = (name: string, text: string) =>
  new NodeFile([text], name, { type: 'application/pdf' }) as unknown as File;
let NodeFormData: typeof FormData;
let sandbox: Sandbox;
beforeEach(async () => {
  NodeFormData ??= (
    await new Response('a=1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } }).formData()
  ).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
  // The in-process sandbox checks uploads against the global File, which must be Node's too.
  vi.stubGlobal('File', NodeFile);
  sandbox = createSandbox({ orderCount: 5, log: () => undefined });
  // jsdom has no object URLs: a download ends in an anchor's click on one.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:file'), revokeObjectURL: vi.fn() }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function noAxeViolations() {
  // jsdom does not paint: colour contrast is checked in the browser.
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.html).join(', ')}`)).toEqual(
    [],
  );
}

/** The value, which the test knows is there. */
function present<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('expected a value');
  return value;
}

/** Save follows the form's validity a second after the last change. */
async function save() {
  const button = await screen.findByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
}

const stored = (id: number) => sandbox.store.get('billing', id) as unknown as Record<string, unknown>;

describe('the invoices dashboard', () => {
  it('lists every invoice for the billing role, by company and by restaurant, and downloads a file', async () => {
    const requests: string[] = [];
    const client = await sandboxClient(sandbox, 'billing@example.com', {
      onRequest: (request) => requests.push(`${request.method} ${new URL(request.url).pathname}`),
    });
    renderApp({ client, path: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(6));
    await noAxeViolations();
    // No create for the billing role: only super admins write invoices.
    expect(screen.queryByRole('button', { name: 'New invoice' })).toBeNull();

    const file = sandbox.store.list('file-manager').find((entry) => entry.type === 'company');
    await userEvent.click(
      present(within(table).getAllByRole('button', { name: `Download ${String(file?.title)}` })[0]),
    );
    await waitFor(() =>
      expect(requests).toContain(`GET /api/v1/file-manager/company/1/files/${String(file?.id)}/download`),
    );

    await userEvent.click(screen.getByRole('tab', { name: 'By restaurant' }));
    const restaurants = await screen.findByRole('tabpanel', { name: 'By restaurant' });
    await waitFor(() => {
      const rows = within(restaurants).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(3);
      for (const row of rows) expect(row).toHaveTextContent('Restaurant');
    });
  });

  it('filters by period', async () => {
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: '/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(7));
    const latest = sandbox.store
      .list('billing')
      .map((invoice) => String(invoice.periodStart))
      .sort()
      .pop();
    const [year, month, day] = present(latest).split('-');
    const from = screen.getByRole('group', { name: 'Period from' });
    await userEvent.click(present(within(from).getAllByRole('spinbutton')[0]));
    await userEvent.keyboard(`${day}${month}${year}`);
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });
});

describe('the invoice form', () => {
  it('refuses an unequal sum on the amount, then saves two titled files to the file manager', async () => {
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: '/invoices/1' });
    const files = await screen.findByRole('region', { name: 'Files' });
    await noAxeViolations();
    const upload = present(files.querySelector<HTMLInputElement>('input[type="file"]'));
    await userEvent.upload(upload, [pdf('food.pdf', '%PDF food'), pdf('delivery.pdf', '%PDF delivery')]);
    // The seeded file has no value: it counts as nothing.
    const food = await screen.findByRole('textbox', { name: 'Title of food.pdf' });
    await userEvent.clear(food);
    await userEvent.type(food, 'Food October');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value of food.pdf' }), '1000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Value of delivery.pdf' }), '500');
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1400');
    expect(
      await screen.findByText(/Invalid: the amount must equal the sum of the values/),
    ).toBeInTheDocument();

    await userEvent.clear(amount);
    await userEvent.type(amount, '1500');
    await waitFor(() => expect(screen.queryByText(/Invalid: the amount must equal/)).toBeNull());
    await save();
    expect(await screen.findByText('Updated')).toBeInTheDocument();

    const invoice = stored(1);
    expect(invoice.amount).toBe(1500);
    const saved = invoice.files as Array<{ id: number; title: string; value: number | null }>;
    expect(saved.map((file) => [file.title, file.value])).toEqual([
      [expect.any(String), null],
      ['Food October', 1000],
      ['delivery', 500],
    ]);
    const inManager = sandbox.store.list('file-manager').filter((file) => file.type === 'company');
    expect(inManager.map((file) => file.title)).toEqual(expect.arrayContaining(['Food October', 'delivery']));
  });

  it('shows the request error of an upload the server fails with 500 and keeps the form', async () => {
    const client = await sandboxClient(sandbox, 'admin@example.com', {
      respond: (request, answer) =>
        request.method === 'POST' && request.url.includes('/file-manager/')
          ? Promise.resolve(
              new Response(JSON.stringify({ 'hydra:description': 'Internal Server Error' }), { status: 500 }),
            )
          : answer(),
    });
    renderApp({ client, path: '/invoices/create/company/1' });
    const files = await screen.findByRole('region', { name: 'Files' });
    // Prefilled from the item: a company invoice for company 1.
    expect(screen.getByRole('button', { name: /Company or restaurant/ })).toHaveTextContent('Company');
    await userEvent.upload(present(files.querySelector<HTMLInputElement>('input[type="file"]')), [
      pdf('a.pdf', '%PDF a'),
    ]);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Value of a.pdf' }), '10');
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await userEvent.type(amount, '10');
    for (const name of ['Period start', 'Period end']) {
      const group = screen.getByRole('group', { name: new RegExp(`^${name}`) });
      await userEvent.click(present(within(group).getAllByRole('spinbutton')[0]));
      await userEvent.keyboard(name === 'Period start' ? '01092026' : '30092026');
    }
    await save();
    expect(await screen.findByText('Request error')).toBeInTheDocument();
    expect(
      await screen.findByText('a.pdf could not be uploaded; the rest of the form is kept.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Value of a.pdf' })).toHaveValue('10');
    expect(amount).toHaveValue('10');
    expect(sandbox.store.list('billing')).toHaveLength(6);
  });
});

describe('the company and restaurant invoices', () => {
  it('shows a restaurant admin only their restaurant’s invoices, with downloads', async () => {
    // Without orders: a restaurant admin's new orders open the incoming-order dialog over every screen, which
    // hides the page from assistive technology (and this test's queries) once it opens.
    sandbox = createSandbox({ orderCount: 0, log: () => undefined });
    const client = await sandboxClient(sandbox, 'restaurant@example.com');
    renderApp({ client, path: '/restaurant-invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    const file = sandbox.store.list('file-manager').find((entry) => entry.type === 'restaurant');
    expect(
      within(table).getByRole('button', { name: `Download ${String(file?.title)}` }),
    ).toBeInTheDocument();
    await noAxeViolations();
  });

  it('shows a company admin their company’s invoices', async () => {
    const client = await sandboxClient(sandbox, 'company@example.com');
    renderApp({ client, path: '/companies/1/invoices' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'New invoice' })).toBeNull();
    await noAxeViolations();
  });
});
