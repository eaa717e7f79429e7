import { createMemoryRealtime } from '@backoffice/api';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { advanceUntil, canteenSandbox, recordReads } from './canteenTesting';

describe('an open canteen screen and its realtime channel', () => {
  it('reloads the cloud canteen on a change of private-cloudcanteens-{id}, at most once per 5 s', async () => {
    const { sandbox, id } = await canteenSandbox();
    const reads = recordReads(sandbox, (pathname) => pathname.endsWith(`/cloud-canteens/${id}`));
    const realtime = createMemoryRealtime();
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: `/companies/1/cloudcanteens/${id}`, realtime });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Acme office canteen'));

    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    try {
      await act(() => vi.advanceTimersByTimeAsync(0));
      const start = reads.length;
      // Another admin renames the canteen: the platform announces it on the canteen's channel.
      const stored = sandbox.store.get('cloud-canteens', id);
      if (stored) stored.name = 'Acme canteen, renamed';
      const first = Date.now();
      act(() => realtime.emit(`private-cloudcanteens-${id}`, 'update', { id }));
      await advanceUntil(() => expect(reads.length).toBe(start + 1));
      await advanceUntil(() => expect(name).toHaveValue('Acme canteen, renamed'));

      // Two more changes inside the 5 s: one reload, when the 5 s are up.
      await act(() => vi.advanceTimersByTimeAsync(1000));
      act(() => realtime.emit(`private-cloudcanteens-${id}`, 'update', { id }));
      await act(() => vi.advanceTimersByTimeAsync(1000));
      act(() => realtime.emit(`private-cloudcanteens-${id}`, 'update', { id }));
      await act(() => vi.advanceTimersByTimeAsync(first + 4_900 - Date.now()));
      expect(reads.length).toBe(start + 1);
      await act(() => vi.advanceTimersByTimeAsync(first + 5_000 - Date.now()));
      await advanceUntil(() => expect(reads.length).toBe(start + 2));
      expect(reads.at(-1)).toBe(first + 5_000);

      // Nothing else changed: nothing else is read; another canteen's channel is not followed.
      act(() => realtime.emit(`private-cloudcanteens-${id + 1}`, 'update', { id: id + 1 }));
      await act(() => vi.advanceTimersByTimeAsync(20_000));
      expect(reads.length).toBe(start + 2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reloads an open residential canteen on a change of private-residentialcanteens-{id}', async () => {
    const sandbox = createSandbox({ orderCount: 10, log: () => undefined });
    const realtime = createMemoryRealtime();
    const client = await sandboxClient(sandbox, 'admin@example.com');
    renderApp({ client, path: '/residential-canteens/1', realtime });
    const name = await screen.findByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveValue('Riverside residence'));
    const stored = sandbox.store.get('residential-canteens', 1);
    if (stored) stored.name = 'Riverside homes';
    act(() => realtime.emit('private-residentialcanteens-1', 'update', { id: 1 }));
    await waitFor(() => expect(name).toHaveValue('Riverside homes'));
  });
});
