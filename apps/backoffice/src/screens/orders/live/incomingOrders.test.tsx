import { approveOrder, buildOrderDto, realtimeChannels } from '@backoffice/api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { isListLoad, renderIncomingOrders, signedInClient } from './incomingOrders.testing';

const channel = realtimeChannels.restaurantOrders(1).name;
const dialog = () => screen.findByRole('dialog', { name: 'New orders' }, { timeout: 3000 });

beforeEach(() => {
  // jsdom has no media playback: the alert's audio plays as a browser that allows it would.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

/** Waits for the first loads of the live lists to be answered, so that what follows is not one of them. */
async function settled(requests: readonly string[]) {
  await waitFor(() => expect(requests.filter(isListLoad).length).toBeGreaterThanOrEqual(3), {
    timeout: 8000,
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

describe('the incoming-order dialog', () => {
  it('shows the order a new-order event carries at once, ahead of the lists', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await settled(app.requests);
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
  }, 20_000);

  it('fetches the one order an event names by id only, and shows it before the throttled reload', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await settled(app.requests);
    // A first event takes the throttle's leading edge: the next reload waits 5 s.
    act(() => app.realtime.emit(channel, 'update-order', { id: 'unknown' }));
    await waitFor(() => expect(app.requests.slice(-1)[0]).toMatch(/^GET \/api\/v1\/orders\?/));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    const placed = app.placeDueOrder();
    const before = app.requests.length;
    act(() => app.realtime.emit(channel, 'new-order', { id: Number(placed.id) }));
    expect(await within(await dialog()).findByText(placed.identifier)).toBeInTheDocument();
    const since = app.requests.slice(before);
    expect(since).toContain(`GET /api/v1/orders/${placed.id}`);
    expect(since.filter(isListLoad)).toEqual([]);
  }, 20_000);

  it('reloads the lists on a malformed payload, without breaking', async () => {
    const app = await renderIncomingOrders({ bridge: 'none' });
    await settled(app.requests);
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
  }, 20_000);

  it.each(['as-is', 'ids-only'] as const)(
    'drops an order approved on another device at once (events %s), and a late list does not bring it back',
    async (bridge) => {
      const app = await renderIncomingOrders({ bridge });
      await settled(app.requests);
      const placed = app.placeDueOrder();
      const shown = await dialog();
      expect(await within(shown).findByText(placed.identifier)).toBeInTheDocument();
      const elsewhere = await signedInClient(app.sandbox, 'restaurant@example.com');
      await act(() => approveOrder(elsewhere.client, placed.id, { preparationTime: 25 }));
      // Approved, its prepare start is now: the domain would prompt it, but it was handled elsewhere.
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New orders' })).toBeNull(), {
        timeout: 3000,
      });
      // The reload the event started, and the one after the throttle, keep it away.
      await act(() => new Promise((resolve) => setTimeout(resolve, 5500)));
      expect(screen.queryByRole('dialog', { name: 'New orders' })).toBeNull();
    },
    25_000,
  );
});
