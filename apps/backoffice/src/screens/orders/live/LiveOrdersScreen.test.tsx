import { approveOrder, confirmOrderPreparation, getOrder } from '@backoffice/api';
import type { Order } from '@backoffice/domain';
import { formatMoney, orderDeadline, parseOrderTime, receiptTotal } from '@backoffice/domain';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { sandboxClient } from '../../../testing/sandboxApp';
import { renderLiveScreen } from './renderLiveScreen.testing';

const quiet = { orderCount: 40, log: () => undefined };

/** An order placed now for the demo restaurant, read back the way the screen reads it. */
async function placeOrder(sandbox: ReturnType<typeof createSandbox>, restaurantId = 1): Promise<Order> {
  const placed = sandbox.placeOrder(restaurantId);
  const client = await sandboxClient(sandbox, 'admin@example.com');
  return getOrder(client, String(placed.id));
}

const activePanel = (order: Order) =>
  screen.findByRole('region', { name: `Order ${order.identifierForRestaurant ?? order.identifier}` });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('printing from the live view', () => {
  it('prints the kit receipt of the active order, and removes it after printing', async () => {
    const sandbox = createSandbox(quiet);
    const order = await placeOrder(sandbox);
    let printed: HTMLElement | null = null;
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      printed = screen.queryByRole('article', { name: `Receipt of order ${order.identifier}` });
    });
    await renderLiveScreen(sandbox, `/orders/active/${order.id}`);
    const panel = await activePanel(order);

    await userEvent.click(within(panel).getByRole('button', { name: 'Print receipt' }));

    expect(print).toHaveBeenCalledTimes(1);
    expect(printed).not.toBeNull();
    const receipt = printed as unknown as HTMLElement;
    expect(receipt).toHaveTextContent(order.identifier);
    for (const meal of order.meals) expect(receipt).toHaveTextContent(meal.name);
    // The text matcher reads (narrow) no-break spaces as plain spaces.
    const total = formatMoney(
      receiptTotal(order),
      order.currency ?? '',
      order.currencyLocale ?? 'en-GB',
    ).replace(/\s+/g, ' ');
    expect(within(receipt).getByText('Total').parentElement).toHaveTextContent(total);
    // The receipt sits outside the app, in the print-only region at the end of <body>.
    expect(panel).not.toContainElement(receipt);

    act(() => {
      window.dispatchEvent(new Event('afterprint'));
    });
    expect(screen.queryByRole('article', { name: /^Receipt of order/ })).not.toBeInTheDocument();
  });

  it('offers the label PDF only for an order with a token', async () => {
    const sandbox = createSandbox(quiet);
    const withToken = await placeOrder(sandbox);
    const withoutToken = await placeOrder(sandbox);
    sandbox.store.update('orders', withoutToken.id, { token: null });
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { navigate } = await renderLiveScreen(sandbox, `/orders/active/${withToken.id}`);

    await userEvent.click(within(await activePanel(withToken)).getByRole('button', { name: 'Print labels' }));
    expect(open).toHaveBeenCalledWith(
      `http://sandbox.local/api/v1/public/order/${withToken.id}/label?token=${withToken.token ?? ''}`,
      '_blank',
      'noopener',
    );

    act(() => navigate(`/orders/active/${withoutToken.id}`));
    const panel = await activePanel(withoutToken);
    expect(within(panel).getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Print labels' })).not.toBeInTheDocument();
  });
});

describe('the open tab', () => {
  it('names the restaurants of a chain admin and lists the chosen restaurant’s open orders', async () => {
    const sandbox = createSandbox(quiet);
    const burger = await placeOrder(sandbox, 2);
    const sushi = await placeOrder(sandbox, 3);
    const { history } = await renderLiveScreen(sandbox, '/orders/open', { email: 'chain@example.com' });
    const picker = await screen.findByRole('navigation', { name: 'Restaurant' });
    await waitFor(() =>
      expect(
        within(picker)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['All restaurants', 'Burger Barn', 'Sushi Spot']),
    );
    expect(within(picker).getByRole('link', { name: 'All restaurants' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const open = screen.getByRole('region', { name: 'Open' });
    await within(open).findByText(burger.identifier);
    expect(within(open).getByText(sushi.identifier)).toBeInTheDocument();

    await userEvent.click(within(picker).getByRole('link', { name: 'Sushi Spot' }));
    expect(history.at(-1)).toBe('/orders/open/3');
    await waitFor(() => {
      expect(within(open).getByText(sushi.identifier)).toBeInTheDocument();
      expect(within(open).queryByText(burger.identifier)).not.toBeInTheDocument();
    });
    expect(within(picker).getByRole('link', { name: 'Sushi Spot' })).toHaveAttribute('aria-current', 'page');
  });
});

/** The identifiers of the selectable cards of the three active lists, in screen order. */
function listedIdentifiers(): string[] {
  return ['New orders', 'Awaiting preparation', 'Preparation confirmed'].flatMap((name) =>
    within(screen.getByRole('region', { name }))
      .queryAllByRole('button')
      .map((button) => button.textContent ?? ''),
  );
}

const cardButton = (identifier: string) => screen.getByRole('button', { name: identifier });

describe('the active tab', () => {
  it('lists new, awaiting and confirmed orders, shows the URL’s order and falls back to the first', async () => {
    const sandbox = createSandbox(quiet);
    const admin = await sandboxClient(sandbox, 'admin@example.com');
    const fresh = await placeOrder(sandbox);
    const awaiting = await placeOrder(sandbox);
    const confirmed = await placeOrder(sandbox);
    await approveOrder(admin, awaiting.id, { preparationTime: 20 });
    await approveOrder(admin, confirmed.id, { preparationTime: 20 });
    await confirmOrderPreparation(admin, confirmed.id);
    const { navigate } = await renderLiveScreen(sandbox, `/orders/active/${awaiting.id}`);

    await activePanel(awaiting);
    const region = (name: string) => screen.getByRole('region', { name });
    await within(region('Preparation confirmed')).findByText(confirmed.identifier);
    expect(within(region('New orders')).getByRole('button', { name: fresh.identifier })).toBeInTheDocument();
    expect(
      within(region('Awaiting preparation')).getByRole('button', { name: awaiting.identifier }),
    ).toHaveAttribute('aria-current', 'true');
    expect(within(region('New orders')).getByRole('heading', { level: 2 })).toHaveTextContent(
      /^New orders \(\d+\)$/,
    );

    act(() => navigate('/orders/active'));
    const first = listedIdentifiers()[0] ?? '';
    await waitFor(() => expect(cardButton(first)).toHaveAttribute('aria-current', 'true'));
    expect(screen.getAllByRole('region', { name: /^Order / })).toHaveLength(1);
  });

  it('makes the next order active when the active one leaves the lists', async () => {
    const sandbox = createSandbox(quiet);
    const leaving = await placeOrder(sandbox);
    await placeOrder(sandbox);
    const { history } = await renderLiveScreen(sandbox, `/orders/active/${leaving.id}`);
    await activePanel(leaving);
    const before = listedIdentifiers();
    const next =
      before[before.indexOf(leaving.identifier) + 1] ?? before[before.indexOf(leaving.identifier) - 1];

    // The restaurant cancels it from the panel: the lists are read again and the order leaves them.
    await userEvent.click(within(await activePanel(leaving)).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${leaving.identifier}` });
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose a reason Reason$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled by the customer' }));
    const save = within(dialog).getByRole('button', { name: 'Cancel the order' });
    // Save waits for the form's validation (300 ms after the last input).
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();

    await waitFor(() =>
      expect(screen.queryByRole('button', { name: leaving.identifier })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(cardButton(next ?? '')).toHaveAttribute('aria-current', 'true'));
    expect(history.at(-1)).not.toBe(`/orders/active/${leaving.id}`);
  });

  it('asks for the refund reason when the company paid part of the order, and cancels it', async () => {
    const sandbox = createSandbox(quiet);
    // The sandbox's customers are picked from its seeded random: the first order with a company share.
    let companyPaid: Order | undefined;
    for (let tries = 0; tries < 30 && !companyPaid; tries += 1) {
      const placed = await placeOrder(sandbox);
      if ((placed.priceSumFirm ?? 0) > 0) companyPaid = placed;
    }
    if (!companyPaid) throw new Error('The sandbox placed no order with a company share.');
    await renderLiveScreen(sandbox, `/orders/active/${companyPaid.id}`);

    await userEvent.click(
      within(await activePanel(companyPaid)).getByRole('button', { name: 'Cancel order' }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Cancel order ${companyPaid.identifier}` });
    await userEvent.click(within(dialog).getByRole('button', { name: /Choose a reason Reason$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled by the customer' }));
    // The company's share is asked for as the dialog opens; above 0 the refund fields are required.
    await userEvent.click(await within(dialog).findByRole('button', { name: /Refund reason$/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Cancelled order' }));
    const save = within(dialog).getByRole('button', { name: 'Cancel the order' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(await screen.findByText('Order cancelled')).toBeInTheDocument();
    expect(sandbox.store.get('orders', companyPaid.id)).toMatchObject({ status: 'cancelled' });
  });

  it('moves the time text on every 20 s tick', async () => {
    const sandbox = createSandbox(quiet);
    const order = await placeOrder(sandbox);
    const deadline = orderDeadline(order);
    if (!deadline) throw new Error('a placed order has a deadline');
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      // 30 minutes and 10 seconds before the deadline: the text reads 30 min until the next tick.
      vi.setSystemTime(deadline.getTime() - 30 * 60_000 - 10_000);
      await renderLiveScreen(sandbox, `/orders/active/${order.id}`);
      const panel = await activePanel(order);
      expect(within(panel).getByText('30 min left')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(19_000));
      expect(within(panel).getByText('30 min left')).toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1_000));
      expect(within(panel).getByText('29 min left')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the state of the live connection', async () => {
    const sandbox = createSandbox(quiet);
    const { realtime } = await renderLiveScreen(sandbox, '/orders/active');
    const status = await screen.findByRole('status', { name: 'Live updates' });
    expect(status).toHaveTextContent('Live updates: Connected');
    act(() => realtime.setState('unavailable'));
    expect(status).toHaveTextContent('Live updates: Offline: the lists refresh every minute');
    act(() => realtime.setState('connecting'));
    expect(status).toHaveTextContent('Live updates: Connecting…');
  });

  it('has no axe violations', async () => {
    const sandbox = createSandbox(quiet);
    const order = await placeOrder(sandbox);
    await renderLiveScreen(sandbox, `/orders/active/${order.id}`);
    await activePanel(order);
    // The screen as the shell's <main> holds it (toasts of earlier tests may linger in <body>). jsdom does not
    // lay out or paint: colour contrast is checked in the browser.
    const results = await axe.run(screen.getByRole('main'), {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([]);
  });
});

describe('a canteen order', () => {
  // No demo restaurant admin manages the canteen kitchen (restaurant 4); the super admin may open the live view.
  it('shows its cutoffs with the progress, and approving a cutoff confirms the canteen notification', async () => {
    const sandbox = createSandbox(quiet);
    const seeded = sandbox.store.orders().find((order) => order.status === 'new' && order.cloudcanteen);
    if (!seeded) throw new Error('the seed has today’s canteen order');
    const requests: Request[] = [];
    const original = sandbox.fetch;
    sandbox.fetch = (request: Request) => {
      requests.push(request.clone());
      return original(request);
    };
    await renderLiveScreen(sandbox, `/orders/active/${seeded.id}`, { email: 'admin@example.com' });
    const panel = await screen.findByRole('region', { name: /^Order / });
    const progress = await within(panel).findByRole('progressbar', { name: 'Confirmed cutoffs' });
    expect(progress).toHaveAttribute('aria-valuetext', '1 / 2');
    const cutoffs = within(within(panel).getByRole('list', { name: 'Cutoffs' })).getAllByRole('listitem');
    expect(cutoffs.map((item) => within(item).getByText(/Confirmed|Not confirmed yet/).textContent)).toEqual([
      'Confirmed',
      'Not confirmed yet',
    ]);

    await userEvent.click(within(panel).getByRole('button', { name: /^Approve the .* cutoff$/ }));
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuetext', '2 / 2'));
    const confirm = requests.find((request) =>
      request.url.includes('/restaurants/4/confirm-canteen-notification/collected_orders_notification/1'),
    );
    expect(confirm?.method).toBe('PUT');
    const body = (await confirm?.json()) as { cutoffTime?: string; canteenIdentifier?: string };
    expect(body).toMatchObject({
      canteenIdentifier: 'ACME',
      cutoffTime: seeded.canteenRules?.[1]?.cutoffTime,
    });
  });

  it('fetches the order again 20 s after each of its cutoffs', async () => {
    const sandbox = createSandbox(quiet);
    const seeded = sandbox.store.orders().find((order) => order.status === 'new' && order.cloudcanteen);
    const [first, second] = (seeded?.canteenRules ?? []).map((rule) => parseOrderTime(rule.cutoffTime));
    if (!seeded || !first || !second) throw new Error('the seed has today’s canteen order with two cutoffs');
    const detailReads: number[] = [];
    const original = sandbox.fetch;
    sandbox.fetch = (request: Request) => {
      const { pathname } = new URL(request.url);
      if (request.method === 'GET' && pathname.endsWith(`/orders/${seeded.id}`)) detailReads.push(Date.now());
      return original(request);
    };
    const advanceTo = (time: number) => act(() => vi.advanceTimersByTimeAsync(time - Date.now()));
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    try {
      // A minute before the first cutoff. The screen's clock ticks every 20 s from here, so a tick lands on
      // each refetch moment: the refetch must not wait for, nor be cancelled by, a tick.
      vi.setSystemTime(first.getTime() - 60_000);
      await renderLiveScreen(sandbox, `/orders/active/${seeded.id}`, { email: 'admin@example.com' });
      await advanceUntil(() =>
        expect(screen.getByRole('progressbar', { name: 'Confirmed cutoffs' })).toBeInTheDocument(),
      );
      expect(detailReads).toHaveLength(1);

      await advanceTo(first.getTime() + 19_000);
      expect(detailReads).toHaveLength(1);
      await advanceTo(first.getTime() + 20_000);
      await advanceUntil(() => expect(detailReads).toHaveLength(2), { stepMs: 0 });
      expect(detailReads[1]).toBe(first.getTime() + 20_000);

      // The same order comes back: the next cutoff is waited for all the same.
      await advanceTo(second.getTime() + 19_000);
      expect(detailReads).toHaveLength(2);
      await advanceTo(second.getTime() + 20_000);
      await advanceUntil(() => expect(detailReads).toHaveLength(3), { stepMs: 0 });
      expect(detailReads[2]).toBe(second.getTime() + 20_000);

      // No cutoff is ahead any more: nothing else is read.
      await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
      expect(detailReads).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

// Captured before any test fakes the timers: advanceUntil waits on the real clock too.
const realSetTimeout = globalThis.setTimeout;

/**
 * Under fake timers (Testing Library's waitFor would wait on the fake clock forever): lets promises and real work
 * (module loads, the platform client's crypto) settle, moving the fake clock on by `stepMs` between tries, until
 * `check` passes or `maxSteps` tries have failed. The bound counts tries, not real time: a busy machine takes longer
 * per try, and a quiet run needs well under a hundred. With `stepMs: 0` the clock stays where it is (what happens
 * at a moment, happens at that moment); 3000 steps of 10 ms stay short of the next moment a test checks (a
 * cutoff's refetch, 80 s after the render).
 */
async function advanceUntil(check: () => void, { stepMs = 10, maxSteps = 3000 } = {}): Promise<void> {
  for (let step = 0; ; step += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (step >= maxSteps) throw error;
    }
    await act(() => vi.advanceTimersByTimeAsync(stepMs));
    await new Promise((resolve) => realSetTimeout(resolve, 5));
  }
}
