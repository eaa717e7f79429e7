import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createMemoryRealtime } from './createMemoryRealtime.js';
import { createRealtimeBridge } from './createRealtimeBridge.js';
import { realtimeChannels } from './types.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('realtime bridge', () => {
  it('revalidates at most once per 5 s however many events arrive', async () => {
    const realtime = createMemoryRealtime('connecting');
    const revalidate = vi.fn();
    createRealtimeBridge(realtime, [realtimeChannels.orders, realtimeChannels.deliveryJobs], revalidate);
    realtime.emit('orders', 'create-order', { id: '1' });
    for (let i = 0; i < 10; i++) realtime.emit('delivery-jobs', 'update-delivery-job', { id: i });
    expect(revalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(revalidate).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(revalidate).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('refetches after every resubscription', async () => {
    const realtime = createMemoryRealtime('connected');
    const revalidate = vi.fn();
    const stop = createRealtimeBridge(realtime, [realtimeChannels.restaurantOrders(1)], revalidate);
    await Promise.resolve();
    expect(revalidate).toHaveBeenCalledTimes(1);
    realtime.resubscribe();
    expect(revalidate).toHaveBeenCalledTimes(2);
    stop();
    realtime.emit('private-orders-1', 'new-order', {});
    realtime.resubscribe();
    expect(revalidate).toHaveBeenCalledTimes(2);
  });

  it('ignores events of other channels', () => {
    const realtime = createMemoryRealtime('connecting');
    const revalidate = vi.fn();
    createRealtimeBridge(realtime, [realtimeChannels.cloudCanteen(4)], revalidate);
    realtime.emit('private-cloudcanteens-5', 'update', { id: 5 });
    expect(revalidate).not.toHaveBeenCalled();
    realtime.emit('private-cloudcanteens-4', 'delete', { id: 4 });
    expect(revalidate).toHaveBeenCalledTimes(1);
  });
});
