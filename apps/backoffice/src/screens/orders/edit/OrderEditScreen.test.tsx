import { getOrder } from '@backoffice/api';
import type { Company, Order } from '@backoffice/domain';
import { formatMoney, serviceFee } from '@backoffice/domain';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('offers the e-mail preview only to super admins, who alone may open it', async () => {
    const sandbox = createSandbox(quiet);
    const order = await companyOrder(sandbox);
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client: admin, path: `/orders/${order.id}` });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('link', { name: 'Preview the e-mail' })).toHaveAttribute(
      'href',
      `/orders/${order.id}/preview-email`,
    );
  });

  it('hides the e-mail preview from company admins', async () => {
    const sandbox = createSandbox(quiet);
    const order = await companyOrder(sandbox);
    const company = await sandboxClient(sandbox, 'company@example.com');
    renderApp({ client: company, path: `/orders/${order.id}` });
    const actions = await screen.findByRole('region', { name: 'Actions' });
    await within(actions).findByRole('button', { name: /cost codes/i });
    expect(within(actions).queryByRole('link', { name: 'Preview the e-mail' })).not.toBeInTheDocument();
  });
});
