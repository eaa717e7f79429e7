// The incoming-order carousel as the app runs it (issue #18): what it holds (the domain's incomingOrderAction),
// each order's action, minimising it to a bar while the alert keeps its 60 s schedule, and the notification
// permission prompt waiting for it.
import { approveOrder, realtimeChannels } from '@backoffice/api';
import { buildOrderDto } from '@backoffice/api/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { stubNotificationApi } from '../notifications/renderWithNotifications';
import { isListLoad, readyButton, renderIncomingOrders, signedInClient } from './incomingOrders.testing';

const channel = realtimeChannels.restaurantOrders(1).name;
const dialog = () => screen.findByRole('dialog', { name: 'New orders' });
const noDialog = () => expect(screen.queryByRole('dialog', { name: 'New orders' })).toBeNull();

let play: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  // jsdom has no media playback: the alert's audio plays as a browser that allows it would.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

type App = Awaited<ReturnType<typeof renderIncomingOrders>>;

/** The carousel's counter for `total` orders, on whichever slide (a list reload may reorder the orders). */
const ofTotal = (total: number) => new RegExp(`^\\d+ of ${total}$`);

/**
 * Retries `check` until it passes, on the real setTimeout (the tests below fake setInterval, on which Testing
 * Library's waitFor polls: it would then only look again on a DOM change). Bounded by tries, not time.
 */
async function until(check: () => void, maxTries = 5000): Promise<void> {
  for (let tries = 0; ; tries += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (tries >= maxTries) throw error;
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 10)));
    }
  }
}

async function listsAnswered(app: App) {
  await until(() => {
    expect(app.requests.filter(isListLoad).length).toBeGreaterThanOrEqual(3);
    expect(app.unanswered()).toBe(0);
  });
}

/** An order only an event brings (the sandbox does not hold it), new, placed a minute ago. */
const eventOrder = (overrides: Record<string, unknown> = {}) =>
  buildOrderDto({
    id: '990101',
    identifier: 'ORD-CAROUSEL',
    status: 'new',
    startPrepareAt: new Date(Date.now() - 60_000).toISOString(),
    updatedAt: new Date(Date.now() - 1_000).toISOString(),
    ...overrides,
  });

describe('what the incoming-order carousel holds', () => {
  it('takes a new order at once even when its preparation starts tonight, with Approve and the time', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    const tonight = new Date(Date.now() + 6 * 60 * 60_000).toISOString();
    act(() => app.realtime.emit(channel, 'new-order', eventOrder({ startPrepareAt: tonight })));
    const shown = await dialog();
    expect(await within(shown).findByText('ORD-CAROUSEL')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(shown).getByRole('spinbutton', { name: 'Preparation time' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Confirm preparation' })).toBeNull();
  });

  it.each([
    ['cancelled', { status: 'cancelled' }],
    ['no longer active for the restaurant', { isActiveForRestaurant: false }],
    ['delivered', { deliveryJob: { id: 5, status: 'delivered', courierStatus: 'delivered' } }],
    ['finished', { deliveryJob: { id: 5, status: 'finished', courierStatus: 'finished' } }],
  ])('drops an order at once when it is %s, and never prompts for one', async (_, change) => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    act(() => app.realtime.emit(channel, 'new-order', eventOrder()));
    expect(await within(await dialog()).findByText('ORD-CAROUSEL')).toBeInTheDocument();
    act(() =>
      app.realtime.emit(
        channel,
        'update-order',
        eventOrder({ ...change, updatedAt: new Date(Date.now() + 1_000).toISOString() }),
      ),
    );
    await waitFor(noDialog);
    // Another order that arrives already in that state never prompts.
    act(() => app.realtime.emit(channel, 'new-order', eventOrder({ id: '990102', ...change })));
    act(() => app.realtime.emit(channel, 'new-order', eventOrder({ id: '990103', identifier: 'ORD-NEXT' })));
    const next = await dialog();
    expect(await within(next).findByText('ORD-NEXT')).toBeInTheDocument();
    expect(within(next).getByRole('group', { name: '1 of 1' })).toBeInTheDocument();
  });

  it('asks to confirm the preparation of an order approved elsewhere, instead of approving it again', async () => {
    const app = await renderIncomingOrders({ bridge: 'as-is' });
    await listsAnswered(app);
    const placed = app.placeDueOrder();
    const shown = await dialog();
    expect(await within(shown).findByText(placed.identifier)).toBeInTheDocument();
    const elsewhere = await signedInClient(app.sandbox, 'restaurant@example.com');
    await act(() => approveOrder(elsewhere.client, placed.id, { preparationTime: 25 }));
    // Approved, its prepare start is now: it waits for the preparation to be confirmed.
    expect(await within(shown).findByRole('button', { name: 'Confirm preparation' })).toBeInTheDocument();
    expect(within(shown).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(shown).getByText(placed.identifier)).toBeInTheDocument();
  });

  it('approves with the time, then confirms the preparation, and closes', async () => {
    const app = await renderIncomingOrders({ bridge: 'as-is' });
    await listsAnswered(app);
    const placed = app.placeDueOrder();
    const shown = await dialog();
    await within(shown).findByText(placed.identifier);
    const user = userEvent.setup();
    await user.click(within(shown).getByRole('button', { name: 'Increase by 5 minutes' }));
    await user.click(within(shown).getByRole('button', { name: 'Approve' }));
    const confirm = await readyButton(shown, 'Confirm preparation');
    expect(app.sandbox.store.get('orders', placed.id)).toMatchObject({ status: 'approved' });
    expect(within(shown).getByText(placed.identifier)).toBeInTheDocument();
    await user.click(confirm);
    await waitFor(noDialog);
    expect(app.sandbox.store.get('orders', placed.id)).toMatchObject({ preparationConfirmed: true });
  });
});

describe('what the tab remembers', () => {
  it('records nothing for an action that settles after the screen has gone', async () => {
    const app = await renderIncomingOrders({ bridge: 'as-is' });
    await listsAnswered(app);
    const placed = app.placeDueOrder();
    const shown = await dialog();
    await within(shown).findByText(placed.identifier);
    const user = userEvent.setup();
    await user.click(within(shown).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(app.unanswered()).toBe(0));
    const confirm = await readyButton(shown, 'Confirm preparation');
    // The confirmation goes through, but the order's fresh state that settles it is answered late: by then the
    // screen has gone (the tab navigated, a test ended) and the tab's storage was cleared.
    const orderRead = `GET /api/v1/orders/${placed.id}`;
    const release = app.holdAnswers((line) => line.startsWith(orderRead));
    await user.click(confirm);
    await waitFor(() => expect(app.requests.filter((line) => line.startsWith(orderRead)).length).toBe(2));
    await waitFor(() => expect(app.unanswered()).toBe(1));
    cleanup();
    sessionStorage.clear();
    release();
    await waitFor(() => expect(app.unanswered()).toBe(0));
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
    // Otherwise the next screen of this tab would take a new order with that id as handled, and never show it.
    expect(sessionStorage.getItem('backoffice.incoming.handled')).toBeNull();
  });
});

describe('minimising the carousel', () => {
  it('shrinks to a bar with the count on every screen, the alert keeps its 60 s schedule, and a click or a key reopens it', async () => {
    // Only the intervals are fake (the alert's repeat, the refresh, the clock tick): the sandbox answers as ever.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await renderIncomingOrders({ bridge: 'as-is' });
    await listsAnswered(app);
    const first = app.placeDueOrder();
    const second = app.placeDueOrder();
    const shown = await dialog();
    await within(shown).findByText(ofTotal(2));
    await until(() => expect(play).toHaveBeenCalled());
    const user = userEvent.setup({ advanceTimers: () => undefined });

    await user.click(within(shown).getByRole('button', { name: 'Minimise' }));
    await waitFor(noDialog);
    const bar = screen.getByRole('region', { name: 'Incoming orders' });
    expect(within(bar).getByRole('status')).toHaveTextContent('2 orders waiting');
    const axeResults = await axe.run(bar);
    expect(axeResults.violations.map((violation) => violation.id)).toEqual([]);

    const played = play.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(59_999);
    });
    expect(play).toHaveBeenCalledTimes(played);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(play).toHaveBeenCalledTimes(played + 1);

    // One click reopens it, on the same screen.
    await user.click(within(bar).getByRole('button', { name: 'Show orders (I)' }));
    await dialog();
    expect(screen.queryByRole('region', { name: 'Incoming orders' })).toBeNull();
    // Escape minimises it too; the key I reopens it from anywhere but a field.
    await user.keyboard('{Escape}');
    await waitFor(noDialog);
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('i');
    expect(await within(await dialog()).findByText(ofTotal(2))).toBeInTheDocument();

    // Handled one by one (approve, then confirm preparation), the orders leave; then the alert stops.
    for (const left of [2, 1]) {
      const current = await dialog();
      await within(current).findByText(ofTotal(left));
      await user.click(await within(current).findByRole('button', { name: 'Approve' }));
      await user.click(await readyButton(current, 'Confirm preparation'));
      if (left > 1) await within(current).findByText(ofTotal(left - 1));
    }
    await waitFor(noDialog);
    for (const order of [first, second]) {
      expect(app.sandbox.store.get('orders', order.id)).toMatchObject({ preparationConfirmed: true });
    }
    const playedLast = play.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(120_000);
    });
    expect(play).toHaveBeenCalledTimes(playedLast);
  });

  it('opens again when a new order arrives while minimised', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    act(() => app.realtime.emit(channel, 'new-order', eventOrder()));
    const shown = await dialog();
    await within(shown).findByText('ORD-CAROUSEL');
    await userEvent.click(within(shown).getByRole('button', { name: 'Minimise' }));
    await screen.findByRole('region', { name: 'Incoming orders' });
    act(() => app.realtime.emit(channel, 'new-order', eventOrder({ id: '990104', identifier: 'ORD-LATER' })));
    const reopened = await dialog();
    expect(await within(reopened).findByText(ofTotal(2))).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Incoming orders' })).toBeNull();
  });
});

describe('one modal at a time', () => {
  it('keeps the notification permission prompt back while an incoming order waits', async () => {
    vi.stubGlobal('Notification', stubNotificationApi('default'));
    const app = await renderIncomingOrders({ bridge: 'as-is' });
    const permission = 'Get notified of new orders';
    // Nothing waits: the prompt asks.
    await screen.findByRole('dialog', { name: permission });
    const placed = app.placeDueOrder();
    const shown = await dialog();
    await within(shown).findByText(placed.identifier);
    expect(screen.queryByRole('dialog', { name: permission })).toBeNull();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await userEvent.click(within(shown).getByRole('button', { name: 'Approve' }));
    expect(screen.queryByRole('dialog', { name: permission })).toBeNull();
    await userEvent.click(await readyButton(shown, 'Confirm preparation'));
    // Handled: the prompt asks again, alone.
    await screen.findByRole('dialog', { name: permission });
    noDialog();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });
});

describe('the 60 s refresh', () => {
  it('refreshes the order lists, the platform configuration and the restaurant, without reloading the page', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    const before = app.requests.length;
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    await until(() => {
      const since = app.requests.slice(before);
      expect(since).toContain('GET /api/v1/configs');
      expect(since.filter(isListLoad).length).toBeGreaterThanOrEqual(3);
      expect(since.some((request) => request.startsWith('GET /api/v1/restaurants/'))).toBe(true);
    });
    // Still the same page: the screen is there, nothing was reloaded (jsdom would say so in the console).
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });
});
