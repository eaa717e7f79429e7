import { decodeOrder } from '@backoffice/api';
import { buildOrderDto } from '@backoffice/api/testing';
import type { Order } from '@backoffice/domain';
import { describe, expect, it, vi } from 'vitest';

import type { LiveReloadEvent } from './createLiveReload';
import { createIncomingOrderFeed, mergeIncomingOrders } from './incomingOrderFeed';

const NOW = new Date('2025-01-15T10:00:00Z');
/** A wire order whose prepare start has passed: due in the dialog while new. */
const dto = (overrides: Record<string, unknown>) =>
  buildOrderDto({ startPrepareAt: '2025-01-15T09:30:00Z', ...overrides });
const order = (id: string, status: string, updatedAt: string | null = '2025-01-15T10:00:00Z'): Order => {
  const decoded = decodeOrder(dto({ id, status, ...(updatedAt ? { updatedAt } : {}) }));
  if (!decoded) throw new Error('fixture is not an order');
  return decoded;
};

const event = (name: string, data: unknown): LiveReloadEvent => ({ source: 'realtime', name, data });

function feedWith(fetchOrder: (id: string) => Promise<Order> = () => Promise.reject(new Error('no fetch'))) {
  let time = NOW.getTime();
  const fetchSpy = vi.fn(fetchOrder);
  const feed = createIncomingOrderFeed({ fetchOrder: fetchSpy, clock: () => time, keepMs: 60_000 });
  const changes = vi.fn();
  feed.subscribe(changes);
  return { feed, fetchSpy, changes, advance: (ms: number) => (time += ms) };
}

describe('createIncomingOrderFeed', () => {
  it('takes the whole order of a new-order event at once, without a fetch', () => {
    const { feed, fetchSpy, changes } = feedWith();
    feed.receive(event('new-order', dto({ id: '1', status: 'new' })));
    expect([...feed.getSnapshot().pushed.keys()]).toEqual(['1']);
    expect(feed.getSnapshot().seenNew.has('1')).toBe(true);
    expect(feed.getSnapshot().receivedAt).toBe(NOW.getTime());
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('fetches the one order a new-order event names by id, once while it loads', async () => {
    const { feed, fetchSpy } = feedWith((id) => Promise.resolve(order(id, 'new')));
    feed.receive(event('new-order', { id: '2' }));
    feed.receive({
      source: 'service-worker',
      name: 'new_order',
      data: { type: 'new_order', order_ids: [2] },
    });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('2');
    await expect.poll(() => feed.getSnapshot().pushed.get('2')?.status).toBe('new');
  });

  it('fetches an update by id only for an order seen new', async () => {
    const { feed, fetchSpy } = feedWith((id) =>
      Promise.resolve(order(id, 'approved', '2025-01-15T10:01:00Z')),
    );
    feed.receive(event('update-order', { id: '3' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    feed.observe([order('3', 'new')], NOW);
    feed.receive(event('update-order', { id: '3' }));
    expect(fetchSpy).toHaveBeenCalledWith('3');
    await expect.poll(() => feed.getSnapshot().pushed.get('3')?.status).toBe('approved');
  });

  it('ignores a malformed payload and a failed fetch, leaving them to the list reload', async () => {
    const { feed, changes, fetchSpy } = feedWith();
    feed.receive(event('new-order', 'garbage'));
    feed.receive(event('new-order', { nothing: true }));
    feed.receive(event('new-order', { id: '4' }));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    // The failed fetch has been dealt with once the feed lets the id be fetched again (an event for it while the
    // first fetch is on its way asks nothing).
    await expect
      .poll(() => {
        feed.receive(event('new-order', { id: '4' }));
        return fetchSpy.mock.calls.length;
      })
      .toBe(2);
    expect(changes).not.toHaveBeenCalled();
    expect(feed.getSnapshot().pushed.size).toBe(0);
  });

  it('keeps the later state when an older one arrives after it', () => {
    const { feed } = feedWith();
    feed.receive(
      event('update-order', dto({ id: '5', status: 'approved', updatedAt: '2025-01-15T10:02:00Z' })),
    );
    feed.receive(event('new-order', dto({ id: '5', status: 'new', updatedAt: '2025-01-15T10:00:00Z' })));
    expect(feed.getSnapshot().pushed.get('5')?.status).toBe('approved');
  });

  it('forgets an order once the lists hold the same or a later state, not an older one', () => {
    const { feed } = feedWith();
    feed.receive(
      event('update-order', dto({ id: '6', status: 'approved', updatedAt: '2025-01-15T10:02:00Z' })),
    );
    feed.observe([order('6', 'new', '2025-01-15T10:00:00Z')], NOW);
    expect(feed.getSnapshot().pushed.get('6')?.status).toBe('approved');
    feed.observe([order('6', 'approved', '2025-01-15T10:02:00Z')], NOW);
    expect(feed.getSnapshot().pushed.has('6')).toBe(false);
  });

  it('forgets an order the lists never held after keepMs', () => {
    const { feed, advance } = feedWith();
    feed.receive(event('new-order', dto({ id: '7' })));
    advance(60_000);
    feed.observe([], NOW);
    expect(feed.getSnapshot().pushed.has('7')).toBe(true);
    advance(1);
    feed.observe([], NOW);
    expect(feed.getSnapshot().pushed.has('7')).toBe(false);
  });

  it('records the new orders of the lists, whenever their preparation starts, and publishes only on a change', () => {
    const { feed, changes } = feedWith();
    const later = decodeOrder(dto({ id: '10', status: 'new', startPrepareAt: '2025-01-15T12:00:00Z' }));
    const gone = decodeOrder(dto({ id: '11', status: 'new', isActiveForRestaurant: false }));
    if (!later || !gone) throw new Error('fixture is not an order');
    feed.observe([order('8', 'new'), order('9', 'approved'), later, gone], NOW);
    expect([...feed.getSnapshot().seenNew]).toEqual(['8', '10']);
    expect(changes).toHaveBeenCalledTimes(1);
    feed.observe([order('8', 'new')], NOW);
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('takes the state the app has just read, like an event', () => {
    const { feed } = feedWith();
    feed.put(order('12', 'approved'));
    expect(feed.getSnapshot().pushed.get('12')?.status).toBe('approved');
  });
});

describe('mergeIncomingOrders', () => {
  const listedA = order('a', 'new', '2025-01-15T10:00:00Z');
  const laterA = order('a', 'approved', '2025-01-15T10:01:00Z');
  const b = order('b', 'new');

  it('puts later states in place and appends the orders only the feed has', () => {
    expect(
      mergeIncomingOrders(
        [listedA],
        new Map([
          ['a', laterA],
          ['b', b],
        ]),
      ),
    ).toEqual([laterA, b]);
  });

  it('keeps the listed state when the feed holds an older or equal one', () => {
    const olderA = order('a', 'new', '2025-01-15T09:59:00Z');
    expect(mergeIncomingOrders([laterA], new Map([['a', olderA]]))).toEqual([laterA]);
    expect(mergeIncomingOrders([listedA], new Map([['a', order('a', 'new')]]))).toEqual([listedA]);
  });

  it('prefers the event when either side has no updatedAt', () => {
    const undated = order('a', 'approved', null);
    expect(mergeIncomingOrders([listedA], new Map([['a', undated]]))).toEqual([undated]);
  });

  it('does not change its inputs', () => {
    const listed = [listedA];
    const pushed = new Map([['b', b]]);
    mergeIncomingOrders(listed, pushed);
    expect(listed).toEqual([listedA]);
    expect([...pushed.keys()]).toEqual(['b']);
  });
});
