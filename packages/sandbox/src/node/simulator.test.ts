import { afterEach, describe, expect, it, vi } from 'vitest';

import { createTestSandbox } from '../testing/client.js';
import { advanceDeliveries, startSimulator } from './simulator.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('simulator', () => {
  it('places an order for the demo restaurant at each interval, until stopped', () => {
    vi.useFakeTimers();
    const sandbox = createTestSandbox({ orderCount: 20 });
    const before = sandbox.store.orders().length;
    const stop = startSimulator(sandbox.context, { orderIntervalMs: 1000, deliveryIntervalMs: 60_000 });
    vi.advanceTimersByTime(3000);
    const placed = sandbox.store.orders().slice(before);
    expect(placed).toHaveLength(3);
    expect(
      placed.every((order) => order.status === 'new' && (order.restaurant as { id: number }).id === 1),
    ).toBe(true);
    stop();
    vi.advanceTimersByTime(3000);
    expect(sandbox.store.orders()).toHaveLength(before + 3);
  });

  it('moves an approved order’s delivery job through the courier statuses to delivered', async () => {
    const sandbox = createTestSandbox({ orderCount: 20 });
    const order = sandbox.placeOrder();
    const seen: string[] = [];
    sandbox.realtime.subscribe((message) => {
      const job = message.data as { id: number; courierStatus: string };
      if (message.event === 'update-delivery-job' && job.id === order.deliveryJobId)
        seen.push(job.courierStatus);
    });
    advanceDeliveries(sandbox.context);
    expect(seen).toEqual([]);
    await sandbox.call('PUT', `/api/v1/orders/${order.id}/approve`, {
      body: { delivery: { preparation_time: 15 } },
    });
    for (let step = 0; step < 12; step += 1) advanceDeliveries(sandbox.context);
    expect(seen).toEqual(
      expect.arrayContaining([
        'initialized',
        'queued',
        'searching',
        'picking',
        'almost_picking',
        'waiting_at_pickup',
        'delivering',
        'almost_delivering',
        'waiting_at_dropoff',
        'delivered',
      ]),
    );
    const job = sandbox.store.deliveryJob(order.deliveryJobId ?? 0);
    expect(job?.courierStatus).toBe('delivered');
  });
});
