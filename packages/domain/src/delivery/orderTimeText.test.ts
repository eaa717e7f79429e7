import { describe, expect, it } from 'vitest';

import type { DeliveryJob } from '../types/delivery.js';
import type { Order } from '../types/order.js';
import { orderTimeText } from './orderTimeText.js';
import type { OrderTimeText } from './types.js';

type Input = Parameters<typeof orderTimeText>[0];
const now = new Date('2024-05-01T12:00:00Z');
const at = (iso: string) => new Date(iso);
const restaurantOrder = (requiredDeliveryTime: string | null, overrides: Partial<Order> = {}): Input => ({
  status: 'approved',
  deliveryJob: null,
  requiredDeliveryTime,
  ...overrides,
});
const courierOrder = (job: Partial<DeliveryJob>, overrides: Partial<Order> = {}): Input => ({
  status: 'approved',
  requiredDeliveryTime: '2024-05-01T13:00:00Z',
  deliveryJob: { id: 1, primaryDeliveryMethod: 'wolt', ...job },
  ...overrides,
});
const utc = { timeZone: 'UTC' };

describe('orderTimeText', () => {
  it.each<[string, Input, OrderTimeText]>([
    [
      'a cancelled order',
      restaurantOrder('2024-05-01T12:30:00Z', { status: 'cancelled' }),
      { kind: 'cancelled' },
    ],
    [
      'an order cancelled after approval',
      restaurantOrder(null, { status: 'cancelled-after-approval' }),
      { kind: 'cancelled' },
    ],
    ['a cancelled courier', courierOrder({ courierStatus: 'cancelled' }), { kind: 'cancelled' }],
    [
      'a courier cancelled after approval',
      courierOrder({ courierStatus: 'cancelled_after_approval' }),
      { kind: 'cancelled' },
    ],
    ['a courier on the way', courierOrder({ courierStatus: 'delivering' }), { kind: 'delivering' }],
    [
      'a courier waiting at drop-off',
      courierOrder({ courierStatus: 'waiting_at_dropoff' }),
      { kind: 'delivering' },
    ],
    [
      'a delivered order',
      courierOrder({ courierStatus: 'delivered', dropoffFinishedAt: '2024-05-01T11:50:00Z' }),
      { kind: 'delivered', at: at('2024-05-01T11:50:00Z') },
    ],
    [
      'a finished order with no finish time',
      courierOrder({ courierStatus: 'finished' }),
      { kind: 'delivered', at: null },
    ],
    [
      '2 min 1 s left',
      restaurantOrder('2024-05-01T12:02:01Z'),
      { kind: 'minutes', minutes: 2, tone: 'green' },
    ],
    ['exactly 2 min left', restaurantOrder('2024-05-01T12:02:00Z'), { kind: 'now', tone: 'red' }],
    ['1 min left', restaurantOrder('2024-05-01T12:01:00Z'), { kind: 'now', tone: 'red' }],
    ['a passed deadline', restaurantOrder('2024-05-01T11:00:00Z'), { kind: 'now', tone: 'red' }],
    ['no deadline', restaurantOrder(null), { kind: 'now', tone: 'red' }],
    ['30 min left', restaurantOrder('2024-05-01T12:30:00Z'), { kind: 'minutes', minutes: 30, tone: 'green' }],
    [
      '60 min 59 s left',
      restaurantOrder('2024-05-01T13:00:59Z'),
      { kind: 'minutes', minutes: 60, tone: 'green' },
    ],
    [
      '61 min left',
      restaurantOrder('2024-05-01T13:01:00Z'),
      { kind: 'today', at: at('2024-05-01T13:01:00Z'), tone: 'green' },
    ],
    [
      'late tonight',
      restaurantOrder('2024-05-01T23:59:59Z'),
      { kind: 'today', at: at('2024-05-01T23:59:59Z'), tone: 'green' },
    ],
    [
      'just after midnight',
      restaurantOrder('2024-05-02T00:00:00Z'),
      { kind: 'tomorrow', at: at('2024-05-02T00:00:00Z'), tone: 'green' },
    ],
    [
      'late tomorrow',
      restaurantOrder('2024-05-02T23:59:59Z'),
      { kind: 'tomorrow', at: at('2024-05-02T23:59:59Z'), tone: 'green' },
    ],
    [
      'the day after tomorrow',
      restaurantOrder('2024-05-03T00:00:00Z'),
      { kind: 'date', at: at('2024-05-03T00:00:00Z'), tone: 'green' },
    ],
    [
      'a courier before pickup counts to the pickup eta',
      courierOrder({ courierStatus: 'picking', etaToPickup: '2024-05-01T12:10:00Z' }),
      { kind: 'minutes', minutes: 10, tone: 'green' },
    ],
    [
      'an unknown courier status counts as ongoing',
      courierOrder({ courierStatus: 'teleporting', etaToPickup: '2024-05-01T12:20:00Z' }),
      { kind: 'minutes', minutes: 20, tone: 'green' },
    ],
  ])('%s (UTC)', (_label, order, expected) => {
    expect(orderTimeText(order, now, utc)).toEqual(expected);
  });

  it.each<[string, string, OrderTimeText['kind']]>([
    // 2024-05-01 23:30 in Budapest (UTC+2) is 21:30Z; 2024-05-02 00:30 there is 22:30Z.
    ['Budapest, same evening', '2024-05-01T21:30:00Z', 'today'],
    ['Budapest, after local midnight', '2024-05-01T22:30:00Z', 'tomorrow'],
  ])('decides the day in the given time zone: %s', (_label, deadline, kind) => {
    expect(orderTimeText(restaurantOrder(deadline), now, { timeZone: 'Europe/Budapest' }).kind).toBe(kind);
  });

  it('decides the day in the local time zone by default', () => {
    const localNow = new Date(2024, 4, 1, 9, 0, 0);
    const sameDay = restaurantOrder(new Date(2024, 4, 1, 23, 0, 0).toISOString());
    const nextDay = restaurantOrder(new Date(2024, 4, 2, 1, 0, 0).toISOString());
    expect(orderTimeText(sameDay, localNow).kind).toBe('today');
    expect(orderTimeText(nextDay, localNow).kind).toBe('tomorrow');
    expect(orderTimeText(nextDay, localNow, { timeZone: 'Not/AZone' }).kind).toBe('tomorrow');
  });

  it('does not change the order or the clock', () => {
    const order = courierOrder({ courierStatus: 'picking', etaToPickup: '2024-05-01T12:10:00Z' });
    const copy = JSON.parse(JSON.stringify(order)) as unknown;
    const clock = new Date(now);
    orderTimeText(order, clock, utc);
    expect(order).toEqual(copy);
    expect(clock).toEqual(now);
  });
});
