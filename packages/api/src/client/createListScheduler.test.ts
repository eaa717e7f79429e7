import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createMemoryCookieStore } from './session/cookies.js';
import { createTestApiClient } from '../testing/createTestApiClient.js';
import { resources } from '../resources/resources.js';
import { createListScheduler } from './createListScheduler.js';
import { AbortedError } from './errors.js';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createListScheduler', () => {
  it('waits 100 ms and sends only the last of quick successive requests', async () => {
    const schedule = createListScheduler();
    const run = vi.fn((_signal: AbortSignal) => Promise.resolve('page'));
    const first = schedule('coupons', run);
    await vi.advanceTimersByTimeAsync(50);
    const second = schedule('coupons', run);
    await expect(first).rejects.toBeInstanceOf(AbortedError);
    await vi.advanceTimersByTimeAsync(99);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(second).resolves.toBe('page');
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('aborts an earlier request already on the wire', async () => {
    const client = createTestApiClient(
      {
        'GET /coupons': ({ signal, query }) =>
          query.get('page') === '1'
            ? new Promise((_resolve, reject) =>
                signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
              )
            : { 'hydra:member': [], 'hydra:totalItems': 0 },
      },
      { cookies: createMemoryCookieStore() },
    );
    const schedule = createListScheduler();
    const first = schedule('coupons', (signal) => resources.coupons.list(client, { page: 1 }, { signal }));
    const firstSettled = first.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(100);
    expect(client.requests).toHaveLength(1);
    const second = schedule('coupons', (signal) => resources.coupons.list(client, { page: 2 }, { signal }));
    expect(await firstSettled).toBeInstanceOf(AbortedError);
    expect(client.requests[0]?.signal?.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(100);
    await expect(second).resolves.toEqual({ items: [], total: 0 });
  });

  it('keeps different lists apart', async () => {
    const schedule = createListScheduler();
    const a = schedule('a', () => Promise.resolve(1));
    const b = schedule('b', () => Promise.resolve(2));
    await vi.advanceTimersByTimeAsync(100);
    await expect(Promise.all([a, b])).resolves.toEqual([1, 2]);
  });
});

describe('a reload of the same request while it is on its way', () => {
  it('gives the earlier caller the newer answer instead of an abort', async () => {
    vi.useFakeTimers();
    try {
      const schedule = createListScheduler(100);
      const runs: AbortSignal[] = [];
      const first = schedule(
        'orders',
        (signal) => {
          runs.push(signal);
          return new Promise<string>(() => undefined);
        },
        'status=new',
      );
      await vi.advanceTimersByTimeAsync(100);
      const second = schedule(
        'orders',
        (signal) => {
          runs.push(signal);
          return Promise.resolve('fresh');
        },
        'status=new',
      );
      await vi.advanceTimersByTimeAsync(100);
      await expect(first).resolves.toBe('fresh');
      await expect(second).resolves.toBe('fresh');
      expect(runs[0]?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still aborts an earlier request for something else', async () => {
    vi.useFakeTimers();
    try {
      const schedule = createListScheduler(100);
      const first = schedule('orders', () => Promise.resolve('old'), 'status=new');
      const second = schedule('orders', () => Promise.resolve('other'), 'status=approved');
      const settled = first.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(100);
      expect(await settled).toBeInstanceOf(AbortedError);
      await expect(second).resolves.toBe('other');
    } finally {
      vi.useRealTimers();
    }
  });
});
