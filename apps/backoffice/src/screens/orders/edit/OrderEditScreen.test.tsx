import { getOrder } from '@backoffice/api';
import type { Company, Order } from '@backoffice/domain';
import { formatMoney, serviceFee } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { renderApp, sandboxClient } from '../../../testing/sandboxApp';

const quiet = { orderCount: 40, log: () => undefined };

/** A seeded order of Acme (company 1, which shows its 5 % service fee) with a company-paid part. */
async function companyOrder(sandbox: Sandbox): Promise<Order> {
  const admin = await sandboxClient(sandbox, 'admin@example.com');
  const seeded = sandbox.store
    .orders()
    .find(
      (order) =>
        (order.priceSumFirm ?? 0) > 0 &&
        typeof order.company === 'object' &&
        order.company?.id === 1 &&
        order.userProfile,
    );
  if (!seeded) throw new Error('the seed has an Acme order paid partly by the company');
  return getOrder(admin, String(seeded.id));
}

/** The definition of a term of the order screen, as the user reads it. */
function definitionOf(term: string): HTMLElement {
  const dt = screen.getAllByRole('term').find((candidate) => candidate.textContent === term);
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no definition of ${term}`);
  return dd;
}

describe('the order screen', () => {
  it.each(['admin@example.com', 'company@example.com'])(
    'shows the service fee of the company to %s (rounded priceSumFirm × fee × 1.27)',
    async (email) => {
      const sandbox = createSandbox(quiet);
      const order = await companyOrder(sandbox);
      const acme = sandbox.store.list('companies').find((company) => company.id === 1) as unknown as Company;
      const fee = serviceFee(order, acme);
      if (fee === null || fee === 0) throw new Error('Acme shows a service fee on this order');
      const client = await sandboxClient(sandbox, email);
      renderApp({ client, path: `/orders/${order.id}` });

      // The text matcher reads (narrow) no-break spaces as plain spaces.
      const expected = formatMoney(fee, order.currency ?? 'HUF', order.currencyLocale ?? 'hu-HU');
      await waitFor(() =>
        expect(definitionOf('Service fee')).toHaveTextContent(expected.replace(/\s+/g, ' ')),
      );
    },
  );

  it('shows the order’s status beside the title and not under Payment, the facts as cards, axe clean', async () => {
    const sandbox = createSandbox(quiet);
    const placed = sandbox.placeOrder(1);
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client: admin, path: `/orders/${placed.id}` });
    const title = await screen.findByRole('heading', { level: 1, name: `Order ${placed.identifier}` });
    const titleRow = title.parentElement;
    if (!titleRow) throw new Error('the title has a row');
    expect(within(titleRow).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(definitionOf('Payment')).not.toHaveTextContent('New'));
    for (const card of ['Meals', 'Prices and discounts', 'Payment', 'Customer', 'Delivery', 'Warnings']) {
      expect(screen.getByRole('region', { name: card })).toBeInTheDocument();
    }
    expect(screen.getByRole('region', { name: 'Automated job' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Invoice data' })).toBeInTheDocument();
    expect((await axe.run(screen.getByRole('main'))).violations).toEqual([]);
  });

  it('offers the e-mail preview, under More actions, only to super admins, who alone may open it', async () => {
    const sandbox = createSandbox(quiet);
    const order = await companyOrder(sandbox);
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    const location = renderApp({ client: admin, path: `/orders/${order.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Preview the e-mail' }));
    await waitFor(() => expect(location.history.at(-1)).toBe(`/orders/${order.id}/preview-email`));
  });

  it('clears the delivery warnings only once the word “confirm” is typed', async () => {
    const sandbox = createSandbox(quiet);
    const placed = sandbox.placeOrder(1);
    const stored = sandbox.store.orders().find((order) => order.id === placed.id);
    if (!stored) throw new Error('the placed order is stored');
    stored.warnings = ['Courier late'];
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client: admin, path: `/orders/${placed.id}` });
    await userEvent.click(await screen.findByRole('button', { name: 'More actions' }));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Clear delivery warnings' }));
    // The dialog's code may still be loading: the dialog shows once it is in.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Clear the delivery warnings of this order?',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Type “confirm” to continue'), 'confirm');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(sandbox.store.orders().find((order) => order.id === placed.id)?.warnings).toEqual([]);
  });

  it('hides the e-mail preview from company admins, and keeps their cost codes a button', async () => {
    const sandbox = createSandbox(quiet);
    const order = await companyOrder(sandbox);
    const company = await sandboxClient(sandbox, 'company@example.com');
    renderApp({ client: company, path: `/orders/${order.id}` });
    await screen.findByRole('button', { name: /cost codes/i });
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    expect(screen.queryByText('Preview the e-mail')).not.toBeInTheDocument();
  });
});
