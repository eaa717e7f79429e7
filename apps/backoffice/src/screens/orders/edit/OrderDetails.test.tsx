import { getOrder } from '@backoffice/api';
import type { Locale, Order } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';

import { I18nProvider } from '../../../i18n/I18nProvider';
import { OrderDetails } from './OrderDetails';
import { sandboxClient } from '../../../testing/sandboxApp';
import { useOrderEditTexts } from './useOrderEditTexts';

const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
let delivered: Order;

beforeAll(async () => {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  const orders = await Promise.all(sandbox.store.orders().map((order) => getOrder(client, order.id)));
  const found = orders.find((order) => order.deliveryJob?.status);
  if (!found) throw new Error('the sandbox seed has an order with a delivery job');
  delivered = found;
});

function Details({ order }: { order: Order }) {
  const texts = useOrderEditTexts();
  return <OrderDetails order={order} company={null} lineLabels={texts.lines} />;
}

async function renderDetails(order: Order, locale: Locale = 'en') {
  render(
    <I18nProvider
      initialLocale={locale}
      loadRemote={() => Promise.resolve({})}
      onRemoteError={() => undefined}
      renderLoading={() => null}
    >
      <Details order={order} />
    </I18nProvider>,
  );
  await screen.findAllByRole('heading', { level: 2 });
}

/** The definition of a term in a section (its <dd>, as the user reads it). */
function definition(section: string, term: string): HTMLElement {
  const region = screen.getByRole('region', { name: section });
  const dt = within(region)
    .getAllByRole('term')
    .find((candidate) => candidate.textContent === term);
  const dd = dt?.nextElementSibling;
  if (!(dd instanceof HTMLElement)) throw new Error(`no definition of ${term} in ${section}`);
  return dd;
}

const withJob = (job: Partial<NonNullable<Order['deliveryJob']>>): Order => ({
  ...delivered,
  deliveryJob: { ...delivered.deliveryJob, id: delivered.deliveryJob?.id ?? 1, ...job },
});

describe('the delivery job on the order', () => {
  it('words the delivery job status and the courier status, in English', async () => {
    await renderDetails(withJob({ status: 'in_progress', courierStatus: 'waiting_at_dropoff' }));
    expect(definition('Delivery', 'Delivery job status')).toHaveTextContent(/^In progress$/);
    expect(definition('Delivery', 'Courier status')).toHaveTextContent(/^Waiting at drop-off$/);
  });

  it('words them in Hungarian', async () => {
    await renderDetails(withJob({ status: 'delivered', courierStatus: 'cancelled_after_approval' }), 'hu');
    expect(definition('Kiszállítás', 'Fuvar állapota')).toHaveTextContent(/^Kiszállítva$/);
    expect(definition('Kiszállítás', 'Futár állapota')).toHaveTextContent(/^Jóváhagyás után törölve$/);
  });

  it('shows a job in progress without a courier status as searching for a courier', async () => {
    await renderDetails(withJob({ status: 'in_progress', courierStatus: null }));
    expect(definition('Delivery', 'Courier status')).toHaveTextContent(/^Searching for a courier$/);
  });

  it('shows a status the dictionary does not know as the platform sent it', async () => {
    await renderDetails(withJob({ status: 'teleporting', courierStatus: null }));
    expect(definition('Delivery', 'Delivery job status')).toHaveTextContent(/^teleporting$/);
    expect(definition('Delivery', 'Courier status')).toHaveTextContent(/^—$/);
  });
});

describe('the third-party data on the order', () => {
  it('lists the differences as terms with dotted keys, not as JSON', async () => {
    await renderDetails({
      ...delivered,
      thirdPartyOrderId: 'EXT-9',
      thirdPartyDifferences: { price: { expected: 1200, got: 1100 }, accepted: false, note: null },
    });
    const differences = definition('Third-party order', 'Differences');
    const terms = within(differences)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['price.expected', 'price.got', 'accepted', 'note']);
    expect(definition('Third-party order', 'price.got')).toHaveTextContent(/^1100$/);
    expect(definition('Third-party order', 'accepted')).toHaveTextContent(/^No$/);
    expect(definition('Third-party order', 'note')).toHaveTextContent(/^—$/);
    expect(differences.textContent).not.toMatch(/[{}"]/);
  });

  it('shows differences that are a bare text as that text', async () => {
    await renderDetails({ ...delivered, thirdPartyDifferences: 'totals differ' });
    expect(definition('Third-party order', 'Differences')).toHaveTextContent(/^totals differ$/);
  });

  it('has no third-party section without third-party data', async () => {
    await renderDetails({
      ...delivered,
      thirdPartyOrderId: null,
      thirdPartyCode: null,
      thirdPartyTrackingUrl: null,
      thirdPartyDifferences: null,
    });
    expect(screen.queryByRole('region', { name: 'Third-party order' })).not.toBeInTheDocument();
  });
});
