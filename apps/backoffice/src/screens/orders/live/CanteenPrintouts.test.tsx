import type { ApiClient } from '@backoffice/api';
import { ApiProvider, getOrder } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { createToastQueue } from '@backoffice/ui';
import { render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';

import { I18nProvider, useI18n } from '../../../i18n/I18nProvider';
import { ServicesProvider } from '../../../shell/services';
import { sandboxClient } from '../../../testing/sandboxApp';
import { OrderLabelLink } from '../edit/OrderLabelLink';
import { CanteenPrintouts } from './CanteenPrintouts';

const PRINT = 'https://print.example';

/** A heading once the texts are there: what renders nothing has then had its chance to render. */
function Ready() {
  const { LL } = useI18n();
  return <h1>{LL.print.canteenPrintouts()}</h1>;
}
const quiet = { orderCount: 20, log: () => undefined };

function renderWith(client: ApiClient, printAppUrl: string | null, ui: React.ReactNode) {
  render(
    <ServicesProvider
      value={{
        client,
        toasts: createToastQueue(),
        env: { frameParentOrigins: [], publicFrontendUrl: null, printAppUrl },
        inFrame: false,
      }}
    >
      <I18nProvider
        initialLocale="en"
        loadRemote={() => Promise.resolve({})}
        onRemoteError={() => undefined}
        renderLoading={() => null}
      >
        <ApiProvider client={client} swr={{ provider: () => new Map() }}>
          <main>{ui}</main>
        </ApiProvider>
      </I18nProvider>
    </ServicesProvider>,
  );
}

async function canteenOrder() {
  const sandbox = createSandbox(quiet);
  const seeded = sandbox.store.orders().find((order) => order.status === 'new' && order.cloudcanteen);
  if (!seeded) throw new Error('the seed has today’s canteen order');
  const client = await sandboxClient(sandbox, 'canteen@example.com');
  const order: Order = await getOrder(client, seeded.id);
  return { sandbox, client, order, token: String(sandbox.store.get('cloud-canteens', 1)?.token) };
}

describe('CanteenPrintouts', () => {
  it('offers the labels and the summary of each cutoff in the print app, with the canteen’s token', async () => {
    const { client, order, token } = await canteenOrder();
    renderWith(client, PRINT, <CanteenPrintouts order={order} />);
    const region = await screen.findByRole('region', { name: 'Canteen printouts' });
    const labels = within(region).getAllByRole('link', { name: /^Labels/ });
    const cutoffs = (order.canteenRules ?? []).map((rule) => rule.cutoffTime).sort();
    expect(labels).toHaveLength(cutoffs.length);
    const first = new URL(labels[0]?.getAttribute('href') ?? '');
    expect(`${first.origin}${first.pathname}`).toBe(`${PRINT}/cloudcanteen/label/view/1/4`);
    expect(Object.fromEntries(first.searchParams)).toEqual({ token, cutoffTime: cutoffs[0], lang: 'en' });
    expect(labels[0]).toHaveAttribute('target', '_blank');
    const summary = new URL(
      within(region)
        .getAllByRole('link', { name: /^Summary/ })[1]
        ?.getAttribute('href') ?? '',
    );
    expect(summary.pathname).toBe('/cloudcanteen/summary/ACME');
    expect(summary.searchParams.get('cutoffTime')).toBe(cutoffs[1]);
    // The seed's order has its first cutoff collected, the second not.
    expect(within(region).getByText('Collected orders confirmed')).toBeVisible();
    expect(within(region).getByText('Not collected yet')).toBeVisible();
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('offers nothing while the print app is not configured', async () => {
    const { client, order } = await canteenOrder();
    renderWith(
      client,
      null,
      <>
        <Ready />
        <CanteenPrintouts order={order} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Canteen printouts' });
    expect(screen.queryByRole('region', { name: 'Canteen printouts' })).toBeNull();
  });
});

describe('OrderLabelLink', () => {
  it('opens the order’s label in the print app with the order’s token', async () => {
    const { client, order } = await canteenOrder();
    renderWith(client, PRINT, <OrderLabelLink order={order} />);
    const link = await screen.findByRole('link', { name: 'Order label' });
    expect(link).toHaveAttribute(
      'href',
      `${PRINT}/order/${order.id}/label?token=${encodeURIComponent(order.token ?? '')}&lang=en`,
    );
  });

  it('is absent without the order’s token', async () => {
    const { client, order } = await canteenOrder();
    renderWith(
      client,
      PRINT,
      <>
        <Ready />
        <OrderLabelLink order={{ ...order, token: null }} />
      </>,
    );
    await screen.findByRole('heading', { name: 'Canteen printouts' });
    expect(screen.queryByRole('link', { name: 'Order label' })).toBeNull();
  });
});
