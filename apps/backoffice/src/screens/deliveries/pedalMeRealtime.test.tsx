import { createMemoryRealtime } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { advanceUntil, recordReads } from '../canteens/canteenTesting';

type Job = { id: number; status?: string };

afterEach(() => {
  vi.useRealTimers();
});

const pedalMeIds = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('checkbox')
    .map((box) => /Delivery (\d+)/.exec(box.closest('label')?.textContent ?? '')?.[1]);

describe('the pedal-me hand-over on an open delivery', () => {
  it('reloads its list on a delivery-jobs change, at most once per 5 s', async () => {
    const sandbox = createSandbox({ orderCount: 40, log: () => undefined });
    const jobs = () => sandbox.store.list('delivery-jobs') as unknown as Job[];
    const id = jobs().find((job) => job.status === 'initialized')?.id ?? 0;
    const reads = recordReads(sandbox, (pathname) => pathname === '/api/v1/delivery-jobs/pedalme');
    // Only the test speaks on the channel (the sandbox's own events are not forwarded).
    const realtime = createMemoryRealtime('connected');
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: `/deliveries/${id}`, realtime });
    const card = await screen.findByRole('region', { name: 'Pedal-me hand-over' });
    await waitFor(() => expect(pedalMeIds(card).length).toBeGreaterThan(2));
    // The first load and the reload after the channel's subscription are done.
    await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));
    const [, second, third] = pedalMeIds(card).filter((shown) => shown !== String(id));
    const takeAway = (jobId: string | undefined) => {
      const stored = sandbox.store.get('delivery-jobs', Number(jobId));
      if (stored) stored.status = 'queued';
    };

    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const first = Date.now();
    const readsSince = () => reads.filter((time) => time >= first);

    // Another dispatcher queues one of the listed jobs: it leaves the list without a reload.
    takeAway(second);
    act(() => realtime.emit('delivery-jobs', 'update-delivery-job', { id: Number(second) }));
    await advanceUntil(() => expect(readsSince()).toEqual([first]));
    await advanceUntil(() => expect(pedalMeIds(card)).not.toContain(second));

    // A burst of changes inside the 5 s: one reload, when the 5 s are up.
    takeAway(third);
    for (const event of ['update-delivery-job', 'create-delivery-job', 'update-delivery-job']) {
      await act(() => vi.advanceTimersByTimeAsync(1000));
      act(() => realtime.emit('delivery-jobs', event, { id: Number(third) }));
    }
    await act(() => vi.advanceTimersByTimeAsync(first + 4_999 - Date.now()));
    expect(readsSince()).toEqual([first]);
    expect(pedalMeIds(card)).toContain(third);
    await act(() => vi.advanceTimersByTimeAsync(1));
    await advanceUntil(() => expect(readsSince()).toEqual([first, first + 5_000]));
    await advanceUntil(() => expect(pedalMeIds(card)).not.toContain(third));

    // Quiet channel: nothing else is read.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(readsSince()).toHaveLength(2);
  });
});
