import { parseOrderTime } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { resourceOf } from './resources.js';
import { createSeedStore, openCanteenRound } from './seed.js';

/** The seeded canteen order that is waiting for the kitchen: status new, two cutoff rules. */
function openCanteenOrder(now: Date) {
  const store = createSeedStore(1, now, 60);
  const order = store.orders().find((entry) => entry.status === 'new' && entry.cloudcanteen);
  if (!order) throw new Error('the seed has no open canteen order');
  return { store, order };
}

describe('the seed’s open canteen round', () => {
  // The canteen screens and their tests read this order; a fixed time of day made them fail after 09:00 UTC.
  it.each(['2026-11-23T03:00:00Z', '2026-11-23T11:00:00Z', '2026-11-23T23:30:00Z', '2026-12-31T23:59:59Z'])(
    'has both cutoffs still ahead when the seed is laid out at %s',
    (at) => {
      const now = new Date(at);
      const { order } = openCanteenOrder(now);
      const cutoffs = (order.canteenRules ?? []).map((rule) => parseOrderTime(rule.cutoffTime)?.getTime());
      expect(cutoffs).toHaveLength(2);
      const [first = 0, second = 0] = cutoffs;
      expect(first).toBeGreaterThan(now.getTime() + 60 * 60_000);
      expect(second).toBeGreaterThan(first);
      expect(order.isActiveForRestaurant).toBe(true);
      expect(Date.parse(order.createdAt)).toBeLessThan(now.getTime());
      expect(Date.parse(order.requiredDeliveryTime ?? '')).toBeGreaterThan(second);
      // One cutoff is confirmed already, so the progress reads 1 / 2.
      expect(order.canteenData?.collected_orders_notification).toHaveLength(1);
    },
  );

  it.each(['2026-11-23T03:00:00Z', '2026-11-23T10:30:00Z', '2026-11-23T21:45:00Z', '2026-12-31T23:30:00Z'])(
    'lays out a cloud canteen that saves as it is when seeded at %s',
    (at) => {
      const store = createSeedStore(1, new Date(at), 60);
      const canteens = store.list('cloud-canteens');
      expect(canteens.length).toBeGreaterThan(0);
      for (const canteen of canteens) {
        expect(resourceOf('cloud-canteens').validate?.(canteen, []) ?? []).toEqual([]);
      }
    },
  );

  it('gives the canteens and the cloud canteen the same cutoffs as the order', () => {
    const now = new Date('2026-11-23T18:20:00Z');
    const { store, order } = openCanteenOrder(now);
    const rules = (order.canteenRules ?? []).map((rule) => rule.cutoffTime);
    const canteens = store.list('canteens').map((canteen) => canteen.cutoffTime);
    expect(canteens).toEqual([rules[0], rules[1]]);
    expect(rules).toEqual(['2026-11-23 20:00:00', '2026-11-23 21:00:00']);
  });

  it('starts the round at the hour after next, whatever the minute', () => {
    expect(openCanteenRound(new Date('2026-11-23T10:00:00Z')).cutoffs.map((at) => at.toISOString())).toEqual([
      '2026-11-23T12:00:00.000Z',
      '2026-11-23T13:00:00.000Z',
    ]);
    expect(openCanteenRound(new Date('2026-11-23T10:59:59Z')).cutoffs[0]?.toISOString()).toBe(
      '2026-11-23T12:00:00.000Z',
    );
  });
});
