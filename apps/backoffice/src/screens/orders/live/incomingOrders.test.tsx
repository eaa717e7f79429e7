import { approveOrder, realtimeChannels } from '@backoffice/api';
import { buildOrderDto } from '@backoffice/api/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isListLoad, renderIncomingOrders, signedInClient } from './incomingOrders.testing';

const channel = realtimeChannels.restaurantOrders(1).name;
const dialog = () => screen.findByRole('dialog', { name: 'New orders' });

beforeEach(() => {
  // jsdom has no media playback: the alert's audio plays as a browser that allows it would.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

type App = Awaited<ReturnType<typeof renderIncomingOrders>>;

/**
 * Waits until the live lists were loaded (all three) after request number `since`, and the sandbox has answered
 * every request made so far: what follows is then no answer to those loads.
 */
async function listsAnswered(app: App, since = 0) {
  await waitFor(() => {
    expect(app.requests.slice(since).filter(isListLoad).length).toBeGreaterThanOrEqual(3);
    expect(app.unanswered()).toBe(0);
  });
}

describe('the incoming-order dialog', () => {
  it('shows the order a new-order event carries at once, ahead of the lists', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    const started = app.requests.length;
    // An order the sandbox does not hold: only the event can bring it into the carousel.
    const order = buildOrderDto({
      id: '990001',
      identifier: 'ORD-EVENT-ONLY',
      status: 'new',
      startPrepareAt: new Date(Date.now() - 60_000).toISOString(),
      updatedAt: new Date().toISOString(),
    });
    act(() => app.realtime.emit(channel, 'new-order', order));
    expect(await within(await dialog()).findByText('ORD-EVENT-ONLY')).toBeInTheDocument();
    expect(
      app.requests.slice(started).filter((request) => request.startsWith('GET /api/v1/orders/')),
    ).toEqual([]);
  });

  it('fetches the one order an event names by id only, and shows it before the throttled reload', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    // A first event takes the throttle's leading edge: the next reload waits 5 s. Its lists are answered before
    // the order exists, so they cannot carry it.
    const first = app.requests.length;
    act(() => app.realtime.emit(channel, 'update-order', { id: 'unknown' }));
    await listsAnswered(app, first);
    // From here no list load is answered: the order can reach the dialog only through the event's own fetch,
    // however long the machine takes (a reload after the throttle is held back too).
    const release = app.holdListLoads();
    try {
      const placed = app.placeDueOrder();
      const before = app.requests.length;
      act(() => app.realtime.emit(channel, 'new-order', { id: Number(placed.id) }));
      expect(await within(await dialog()).findByText(placed.identifier)).toBeInTheDocument();
      expect(app.requests.slice(before)).toContain(`GET /api/v1/orders/${placed.id}`);
    } finally {
      release();
    }
  });

  it('reloads the lists on a malformed payload, without breaking', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await listsAnswered(app);
    const placed = app.placeDueOrder();
    const before = app.requests.length;
    act(() => {
      app.realtime.emit(channel, 'new-order', 'not an order');
      app.realtime.emit(channel, 'new-order', { id: { nested: true } });
    });
    expect(await within(await dialog()).findByText(placed.identifier)).toBeInTheDocument();
    const since = app.requests.slice(before);
    expect(since.filter(isListLoad).length).toBeGreaterThan(0);
    expect(since.filter((request) => request.startsWith('GET /api/v1/orders/'))).toEqual([]);
  });

  it.each(['as-is', 'ids-only'] as const)(
    'turns an order approved on another device to Confirm preparation at once (events %s), and a late list does not bring Approve back',
    async (bridge) => {
      // On the live screen, whose lists are the very lists the dialog reads: they show when a reload came back.
      const app = await renderIncomingOrders({ bridge, path: '/orders/active' });
      await listsAnswered(app);
      const placed = app.placeDueOrder();
      const shown = await dialog();
      expect(await within(shown).findByText(placed.identifier)).toBeInTheDocument();
      const elsewhere = await signedInClient(app.sandbox, 'restaurant@example.com');
      await act(() => approveOrder(elsewhere.client, placed.id, { preparationTime: 25 }));
      // Approved, its prepare start is now (issue #18): it stays, to have its preparation confirmed, and is
      // offered for approval no more.
      await within(shown).findByRole('button', { name: 'Confirm preparation' });
      expect(within(shown).queryByRole('button', { name: 'Approve' })).toBeNull();
      // The reload the approval's event asks for (at once, or after the 5 s throttle) comes back: the lists hold
      // the order approved, awaiting preparation (behind the modal dialog). With every request answered, no list
      // from before the approval is still on its way either; Approve does not come back.
      const awaiting = await screen.findByRole('region', { name: 'Awaiting preparation', hidden: true });
      await within(awaiting).findByRole('button', { name: placed.identifier, hidden: true });
      await waitFor(() => expect(app.unanswered()).toBe(0));
      expect(within(shown).getByText(placed.identifier)).toBeInTheDocument();
      expect(within(shown).queryByRole('button', { name: 'Approve' })).toBeNull();
      expect(within(shown).getByRole('button', { name: 'Confirm preparation' })).toBeInTheDocument();
    },
  );
});
