import { createMemoryRealtime, realtimeChannels } from '@backoffice/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createLiveReload } from './createLiveReload';

describe('createLiveReload', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads on the service worker new_order message at once, then at most once per 5 s', async () => {
    const worker = new EventTarget();
    const reload = vi.fn();
    const stop = createLiveReload({ realtime: null, channels: [], serviceWorker: worker, reload });
    const message = (type: string) => worker.dispatchEvent(new MessageEvent('message', { data: { type } }));
    message('new_order');
    expect(reload).toHaveBeenCalledTimes(1);
    message('new_order');
    message('new_order');
    message('something_else');
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
    message('new_order');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads on the restaurant channel events, throttled', async () => {
    const realtime = createMemoryRealtime();
    const reload = vi.fn();
    const channel = realtimeChannels.restaurantOrders(1);
    const stop = createLiveReload({ realtime, channels: [channel], serviceWorker: null, reload });
    await vi.advanceTimersByTimeAsync(0);
    reload.mockClear();
    realtime.emit(channel.name, 'new-order', { id: '1' });
    realtime.emit(channel.name, 'update-order', { id: '1' });
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });

  it('hands every event to onEvent at once, unthrottled, while the reload keeps its throttle', async () => {
    const realtime = createMemoryRealtime();
    const worker = new EventTarget();
    const reload = vi.fn();
    const seen: unknown[] = [];
    const channel = realtimeChannels.restaurantOrders(1);
    const stop = createLiveReload({
      realtime,
      channels: [channel],
      serviceWorker: worker,
      reload,
      onEvent: (event) => seen.push(event),
    });
    await vi.advanceTimersByTimeAsync(0);
    reload.mockClear();
    realtime.emit(channel.name, 'new-order', { id: '1' });
    realtime.emit(channel.name, 'update-order', { id: '2' });
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'new_order', order_ids: [3] } }));
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'other' } }));
    expect(seen).toEqual([
      { source: 'realtime', name: 'new-order', data: { id: '1' } },
      { source: 'realtime', name: 'update-order', data: { id: '2' } },
      { source: 'service-worker', name: 'new_order', data: { type: 'new_order', order_ids: [3] } },
    ]);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('still reloads when onEvent throws', () => {
    const worker = new EventTarget();
    const reload = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = createLiveReload({
      realtime: null,
      channels: [],
      serviceWorker: worker,
      reload,
      onEvent: () => {
        throw new Error('unreadable');
      },
    });
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'new_order' } }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith(new Error('unreadable'));
    warn.mockRestore();
    stop();
  });
});
