import type { Order } from '@backoffice/domain';
import { incomingOrderAction } from '@backoffice/domain';

import type { LiveReloadEvent } from './createLiveReload';
import { toIncomingOrderPayload } from './incomingOrderPayload';

/** What the feed knows beyond the lists. */
export interface IncomingOrderFeedSnapshot {
  /** Orders the events brought that the lists have not caught up with yet, by id. */
  pushed: ReadonlyMap<string, Order>;
  /**
   * Orders seen new while the restaurant could act on them (in the lists or an event): an update event naming
   * one of them by id only is fetched at once, since its approval (here or on another device) changes what the
   * carousel offers.
   */
  seenNew: ReadonlySet<string>;
  /** When the latest order arrived (epoch ms): a fresh order is judged at that moment, not at the 20 s tick. */
  receivedAt: number;
}

/** The orders of the events, kept until the lists have them (see {@link createIncomingOrderFeed}). */
export interface IncomingOrderFeed {
  /** Takes an event of createLiveReload's `onEvent`. */
  receive(event: LiveReloadEvent): void;
  /** Takes an order's state the app has just read (after approving or confirming it here). */
  put(order: Order): void;
  /**
   * Takes the lists' orders after each load: records the new ones due at `now`, forgets what the lists caught
   * up with.
   */
  observe(listed: readonly Order[], now: Date): void;
  getSnapshot(): IncomingOrderFeedSnapshot;
  /** Runs the listener after every change. Returns an unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** Dependencies of {@link createIncomingOrderFeed}. */
export interface IncomingOrderFeedOptions {
  /** Loads one order (GET /orders/{id}, checked by the api package). */
  fetchOrder: (id: string) => Promise<Order>;
  /** The clock. @default Date.now */
  clock?: () => number;
  /**
   * How long an order the lists do not hold is kept: by then the lists were reloaded (every 60 s), so one still
   * missing from them has left them (cancelled, handled).
   * @default 120000
   */
  keepMs?: number;
}

const NEW_ORDER_EVENTS: ReadonlySet<string> = new Set(['new-order', 'new_order']);

const isDueNew = (order: Order, at: Date): boolean =>
  order.status === 'new' && incomingOrderAction(order, at) === 'approve';

const timeOf = (order: Order): number | null => {
  const time = order.updatedAt ? Date.parse(order.updatedAt) : Number.NaN;
  return Number.isNaN(time) ? null : time;
};

/** Whether `a` is a later state of the order than `b` (both carry a readable updatedAt and a's is later). */
const isLater = (a: Order, b: Order): boolean => {
  const timeA = timeOf(a);
  const timeB = timeOf(b);
  return timeA !== null && timeB !== null && timeA > timeB;
};

/**
 * The incoming orders as the realtime events and service worker messages bring them, ahead of the throttled list
 * reload: a payload with the whole order is taken at once; one with only an id is fetched (a new order always,
 * an update only for an order seen new, whose approval matters); a payload naming no order is left to the
 * reload. Each order is kept until the lists hold the same or a later state of it, so a list answer older than
 * an event never brings back a state the event replaced.
 */
export function createIncomingOrderFeed({
  fetchOrder,
  clock = Date.now,
  keepMs = 120_000,
}: IncomingOrderFeedOptions): IncomingOrderFeed {
  const listeners = new Set<() => void>();
  const pushed = new Map<string, { order: Order; at: number }>();
  const seenNew = new Set<string>();
  const fetching = new Set<string>();
  let snapshot: IncomingOrderFeedSnapshot = { pushed: new Map(), seenNew: new Set(), receivedAt: 0 };

  const publish = (receivedAt = snapshot.receivedAt) => {
    snapshot = {
      pushed: new Map([...pushed].map(([id, entry]) => [id, entry.order])),
      seenNew: new Set(seenNew),
      receivedAt,
    };
    for (const listener of [...listeners]) listener();
  };

  const take = (order: Order) => {
    const current = pushed.get(order.id);
    if (current && isLater(current.order, order)) return;
    const at = clock();
    pushed.set(order.id, { order, at });
    if (isDueNew(order, new Date(at))) seenNew.add(order.id);
    publish(at);
  };

  const fetch = (id: string) => {
    if (fetching.has(id)) return;
    fetching.add(id);
    fetchOrder(id).then(
      (order) => {
        fetching.delete(id);
        take(order);
      },
      () => {
        // The throttled reload that the same event started brings the order anyway.
        fetching.delete(id);
      },
    );
  };

  return {
    receive(event) {
      const payload = toIncomingOrderPayload(event.data);
      if (!payload) return;
      for (const order of payload.orders) take(order);
      for (const id of payload.ids) {
        if (NEW_ORDER_EVENTS.has(event.name) || seenNew.has(id)) fetch(id);
      }
    },
    put: take,
    observe(listed, at) {
      let changed = false;
      const byId = new Map(listed.map((order) => [order.id, order]));
      for (const order of listed) {
        if (isDueNew(order, at) && !seenNew.has(order.id)) {
          seenNew.add(order.id);
          changed = true;
        }
      }
      const now = clock();
      for (const [id, entry] of pushed) {
        const inList = byId.get(id);
        const caughtUp = inList !== undefined && !isLater(entry.order, inList);
        if (caughtUp || (inList === undefined && now - entry.at > keepMs)) {
          pushed.delete(id);
          changed = true;
        }
      }
      if (changed) publish();
    },
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The lists' orders with the feed's later states in place, then the orders only the feed has, in arrival order.
 * @example mergeIncomingOrders([a1], new Map([['a', a2], ['b', b1]])) // [a2, b1] when a2 is later than a1
 */
export function mergeIncomingOrders(listed: readonly Order[], pushed: ReadonlyMap<string, Order>): Order[] {
  const listedIds = new Set(listed.map((order) => order.id));
  const merged = listed.map((order) => {
    const newer = pushed.get(order.id);
    return newer && (isLater(newer, order) || timeOf(newer) === null || timeOf(order) === null)
      ? newer
      : order;
  });
  for (const [id, order] of pushed) if (!listedIds.has(id)) merged.push(order);
  return merged;
}
