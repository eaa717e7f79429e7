import { createMemoryRealtime } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';

import type { FailedEvent } from '../../events/appEvents';
import { onAppEvent } from '../../events/appEvents';
import { renderApp, sandboxClient } from '../../testing/sandboxApp';

type Job = { id: number; status?: string; courierStatus?: string; priority?: number };
const quiet = { orderCount: 40, log: () => undefined };

/** The app at `path` as the super admin, with a realtime fed by the sandbox's own events. */
async function renderAt(path: string, sandbox = createSandbox(quiet)) {
  const client = await sandboxClient(sandbox, 'admin@example.com');
  const realtime = createMemoryRealtime('connected');
  sandbox.realtime.subscribe(({ channel, event, data }) => realtime.emit(channel, event, data));
  const location = renderApp({ client, path, realtime });
  return { sandbox, location, realtime };
}

const jobs = (sandbox: ReturnType<typeof createSandbox>) =>
  sandbox.store.list('delivery-jobs') as unknown as Job[];

async function rows() {
  const table = await screen.findByRole('table', { name: 'Deliveries list' });
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
  return within(table).getAllByRole('row').slice(1);
}
const rowOf = async (id: number) => {
  const found = (await rows()).find((row) => within(row).queryByRole('link', { name: String(id) }));
  if (!found) throw new Error(`no row for delivery ${id}`);
  return found;
};

async function noAxeViolations() {
  const results = await axe.run(screen.getByRole('main'), {
    rules: { 'color-contrast': { enabled: false } },
  });
  expect(
    results.violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(', ')}`,
    ),
  ).toEqual([]);
}

describe('the deliveries list', () => {
  it('shows each job with its status chip, courier status and group, and time text', async () => {
    const { sandbox } = await renderAt('/deliveries');
    const cancelled = jobs(sandbox).find((job) => job.courierStatus === 'cancelled');
    const delivering = jobs(sandbox).find((job) => job.courierStatus === 'delivering');
    expect(cancelled && delivering).toBeTruthy();
    const cancelledRow = await rowOf(cancelled?.id ?? 0);
    expect(cancelledRow).toHaveTextContent('Cancelled (Ongoing, Cancelled)');
    expect(cancelledRow).toHaveTextContent('Delivery updated');
    const deliveringRow = await rowOf(delivering?.id ?? 0);
    expect(deliveringRow).toHaveTextContent('Delivering (Delivering)');
    expect(deliveringRow).toHaveTextContent('Out for delivery');
  });

  it('shows an unknown status in yellow with its raw value', async () => {
    const sandbox = createSandbox(quiet);
    const job = jobs(sandbox)[0];
    sandbox.store.update('delivery-jobs', job?.id ?? 0, { status: 'teleporting' });
    await renderAt('/deliveries', sandbox);
    // The list may show a previous test's answer first (one SWR cache per test file): wait for this one.
    const chip = await waitFor(async () =>
      within(await rowOf(job?.id ?? 0)).getByText('Unknown status (teleporting)'),
    );
    expect(chip.closest('span[class*="tone"]')?.className).toMatch(/yellow/);
  });

  it('filters by courier group: cancelled jobs are in the ongoing and the cancelled group', async () => {
    const { sandbox } = await renderAt('/deliveries');
    await rows();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelled' }));
    const expected = jobs(sandbox).filter((job) =>
      ['cancelled', 'cancelled_after_approval'].includes(job.courierStatus ?? ''),
    );
    await waitFor(async () => expect(await rows()).toHaveLength(expected.length));
  });

  it('follows the delivery-jobs channel: a courier move shows without a reload', async () => {
    const { sandbox } = await renderAt('/deliveries');
    const job = jobs(sandbox).find((entry) => entry.courierStatus === 'picking');
    const id = job?.id ?? 0;
    expect(await rowOf(id)).toHaveTextContent('Picking up (Ongoing)');
    const response = await sandbox.fetch(
      new Request(`http://sandbox.local/api/v1/delivery-jobs/${id}/force-finish`, { method: 'POST' }),
    );
    expect(response.status).toBe(401); // nothing but the realtime event can tell the list
    act(() => {
      sandbox.store.update('delivery-jobs', id, { courierStatus: 'delivering', status: 'in_progress' });
      sandbox.realtime.publish('delivery-jobs', 'update-delivery-job', { id, courierStatus: 'delivering' });
    });
    await waitFor(async () => expect(await rowOf(id)).toHaveTextContent('Delivering (Delivering)'));
  });

  it('has no axe violations', async () => {
    await renderAt('/deliveries');
    await rows();
    await noAxeViolations();
  });
});

describe('a new delivery', () => {
  it('is created for an order with PUT /delivery-jobs and opens on its edit route', async () => {
    const sandbox = createSandbox(quiet);
    const order = sandbox.store.orders().find((entry) => !entry.deliveryJobId);
    expect(order).toBeDefined();
    const { location } = await renderAt('/deliveries/create', sandbox);
    const form = await screen.findByRole('form', { name: 'New delivery' });
    await userEvent.type(within(form).getByRole('textbox', { name: /Order ID/ }), String(order?.id));
    expect(within(form).getByRole('textbox', { name: 'Street' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toBeInTheDocument();
    const save = within(form)
      .getAllByRole('button', { name: /Save|New delivery/ })
      .at(-1) as HTMLElement;
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Created')).toBeInTheDocument();
    const created = jobs(sandbox).find((job) =>
      (job as { orders?: string[] }).orders?.includes(String(order?.id)),
    );
    await waitFor(() => expect(location.history.at(-1)).toBe(`/deliveries/${created?.id}`));
  });
});

describe('an existing delivery', () => {
  it('saves the pickup contact and the switches with POST /delivery-jobs/{id}', async () => {
    const sandbox = createSandbox(quiet);
    const id = jobs(sandbox).find((job) => job.status === 'queued')?.id ?? 0;
    const methods: string[] = [];
    const client = await sandboxClient(sandbox, 'admin@example.com', {
      onRequest: (request) => {
        if (request.url.endsWith(`/delivery-jobs/${id}`)) methods.push(request.method);
      },
    });
    renderApp({ client, path: `/deliveries/${id}` });
    const form = await screen.findByRole('form', { name: `#${id}` });
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await userEvent.clear(phone);
    await userEvent.type(phone, '+36 1 234 5678');
    await userEvent.click(within(form).getByRole('switch', { name: 'Priority delivery' }));
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    expect(await screen.findByText('Updated')).toBeInTheDocument();
    expect(methods).toContain('POST');
    expect(sandbox.store.get('delivery-jobs', id)).toMatchObject({
      isPriority: true,
      pickupAddress: expect.objectContaining({ contactPhone: '+36 1 234 5678' }) as unknown,
    });
  });
});

describe('a delivery job', () => {
  it('cancels with the delivery-cancel confirm; a refused cancel shows a toast titled with the id', async () => {
    const sandbox = createSandbox(quiet);
    const finished = jobs(sandbox).find((job) => job.status === 'finished');
    const id = finished?.id ?? 0;
    await renderAt(`/deliveries/${id}`, sandbox);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel the delivery' }));
    const dialog = await screen.findByRole('alertdialog', { name: `Cancel delivery ${id}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the delivery' }));
    expect(
      await screen.findByText(`Delivery ${id}: The delivery job cannot be cancelled in status finished.`),
    ).toBeInTheDocument();
  });

  describe('a cancel that fails', () => {
    const offs: Array<() => void> = [];
    afterEach(() => {
      for (const off of offs.splice(0)) off();
    });

    /** Opens an initialized job whose cancel the platform answers with `answer`; the failed events seen. */
    async function cancelAnswered(answer: () => Promise<Response>) {
      const sandbox = createSandbox(quiet);
      const id = jobs(sandbox).find((job) => job.status === 'initialized')?.id ?? 0;
      const original = sandbox.fetch.bind(sandbox);
      sandbox.fetch = (request: Request) =>
        request.method === 'POST' && new URL(request.url).pathname === `/api/v1/delivery-jobs/${id}/cancel`
          ? answer()
          : original(request);
      const failed: FailedEvent[] = [];
      offs.push(onAppEvent('failed', (event) => failed.push(event)));
      await renderAt(`/deliveries/${id}`, sandbox);
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel the delivery' }));
      const dialog = await screen.findByRole('alertdialog', { name: `Cancel delivery ${id}?` });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the delivery' }));
      return { id, failed };
    }
    const json = (body: unknown, status: number) =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
      );

    it('on a request failure shows the request error and emits a failed event', async () => {
      const { id, failed } = await cancelAnswered(() =>
        json({ 'hydra:description': 'Courier service down' }, 503),
      );
      expect(await screen.findByText('Courier service down')).toBeInTheDocument();
      expect(screen.getByText('Request error')).toBeInTheDocument();
      expect(failed).toEqual([
        {
          action: 'delivery-cancel',
          resource: 'delivery-jobs',
          id,
          error: expect.objectContaining({ status: 503 }) as unknown,
        },
      ]);
    });

    it('on a network failure emits a failed event too', async () => {
      const { id, failed } = await cancelAnswered(() => Promise.reject(new TypeError('Failed to fetch')));
      await waitFor(() =>
        expect(failed).toEqual([
          { action: 'delivery-cancel', resource: 'delivery-jobs', id, error: expect.anything() as unknown },
        ]),
      );
    });

    it('answered with success false and a 2xx: only the titled toast, no failed event', async () => {
      const { id, failed } = await cancelAnswered(() =>
        json({ success: false, message: 'The courier is already on the way.' }, 200),
      );
      expect(
        await screen.findByText(`Delivery ${id}: The courier is already on the way.`),
      ).toBeInTheDocument();
      expect(failed).toEqual([]);
    });
  });

  it('offers send-out only while initialized, and sends it out', async () => {
    const sandbox = createSandbox(quiet);
    const initialized = jobs(sandbox).find((job) => job.status === 'initialized');
    const id = initialized?.id ?? 0;
    await renderAt(`/deliveries/${id}`, sandbox);
    await userEvent.click(await screen.findByRole('button', { name: 'Send out' }));
    expect(await screen.findByText('Delivery sent out')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send out' })).not.toBeInTheDocument());
    expect(jobs(sandbox).find((job) => job.id === id)?.status).toBe('queued');
  });

  it('sets the priority and logs it', async () => {
    const sandbox = createSandbox(quiet);
    const id = jobs(sandbox)[2]?.id ?? 0;
    await renderAt(`/deliveries/${id}`, sandbox);
    await userEvent.click(await screen.findByRole('button', { name: 'Set priority' }));
    const dialog = await screen.findByRole('dialog', { name: `Priority of delivery ${id}` });
    const input = within(dialog).getByRole('textbox', { name: /Priority/ });
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the priority' }));
    expect(await screen.findByText('Priority updated')).toBeInTheDocument();
    expect(jobs(sandbox).find((job) => job.id === id)?.priority).toBe(7);
    const log = await screen.findByRole('table', { name: `Log of delivery ${id}` });
    await waitFor(() => expect(within(log).getAllByRole('row').length).toBeGreaterThan(1));
  });

  it('refuses a pedal-me send without a pickup time, then sends two jobs', async () => {
    const sandbox = createSandbox(quiet);
    const id = jobs(sandbox).find((job) => job.status === 'initialized')?.id ?? 0;
    await renderAt(`/deliveries/${id}`, sandbox);
    const card = await screen.findByRole('region', { name: 'Pedal-me hand-over' });
    const boxes = await within(card).findAllByRole('checkbox');
    expect(boxes.length).toBeGreaterThan(1);
    await userEvent.click(within(card).getByRole('button', { name: 'Send to pedal-me' }));
    expect(await within(card).findByText('Choose at least one delivery.')).toBeInTheDocument();
    expect(within(card).getByText('Give a pickup time.')).toBeInTheDocument();
    await userEvent.click(boxes[0] as HTMLElement);
    await userEvent.click(boxes[1] as HTMLElement);
    await userEvent.click(within(card).getByRole('button', { name: 'Send to pedal-me' }));
    expect(within(card).getByText('Give a pickup time.')).toBeInTheDocument();
    await userEvent.type(within(card).getByRole('textbox', { name: /Pickup time/ }), '2030-01-01 12:00');
    await userEvent.click(within(card).getByRole('button', { name: 'Send to pedal-me' }));
    expect(await screen.findByText('Sent to pedal-me')).toBeInTheDocument();
    expect(
      jobs(sandbox).filter((job) => (job as { deliveryMethod?: string }).deliveryMethod === 'pedalme'),
    ).toHaveLength(2);
  });

  it('creates a provider job and closes it', async () => {
    const sandbox = createSandbox(quiet);
    const id = jobs(sandbox).find((job) => job.status === 'queued')?.id ?? 0;
    const { location } = await renderAt(`/deliveries/${id}/create-provider-job`, sandbox);
    await userEvent.click(await screen.findByRole('button', { name: 'Create the provider job' }));
    expect(await screen.findByText('Provider job created')).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/deliveries/${id}`));
    const table = await screen.findByRole('table', { name: /Provider jobs of order/ });
    // The created job's row, with its actions: a count of rows would also pass on the list's empty-state row,
    // which the table shows while the list it read before the job was created is revalidated.
    const actions = await within(table).findByRole('button', { name: /actions/i });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    // Counted before the menu opens: an open menu hides the rest of the page from the accessibility tree.
    await userEvent.click(actions);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Close' }));
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('closed'));
  });

  it('has no axe violations', async () => {
    const sandbox = createSandbox(quiet);
    const id = jobs(sandbox).find((job) => job.courierStatus === 'picking')?.id ?? 0;
    await renderAt(`/deliveries/${id}`, sandbox);
    await screen.findByRole('region', { name: 'Pedal-me hand-over' });
    await screen.findByRole('table', { name: `Log of delivery ${id}` });
    await noAxeViolations();
  });
});
