import type { MemoryRealtime } from '@backoffice/api';
import { createMemoryRealtime } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderApp, sandboxClient } from '../../testing/sandboxApp';
import { advanceUntil, canteenSandbox, recordReads } from './canteenTesting';

/** The list's fetch waits 100 ms after a reload is asked for (section 9). */
const DEBOUNCE = 100;

afterEach(() => {
  vi.useRealTimers();
});

interface ListCase {
  sandbox: Sandbox;
  path: string;
  table: string;
  /** The stored canteen renamed by "another admin", and its channel. */
  resource: 'cloud-canteens' | 'residential-canteens';
  id: number;
  channel: string;
  name: string;
}

/**
 * Opens the list, then, under fake timers, has the platform rename the canteen and announce it on its channel:
 * the list shows the new name without a reload; a burst of further changes within the 5 s reloads it once, when
 * the 5 s are up; a change on a channel of a canteen not listed reloads nothing.
 */
async function expectListFollowsChannel({ sandbox, path, table, resource, id, channel, name }: ListCase) {
  const reads = recordReads(sandbox, (pathname) => pathname === `/api/v1/${resource}`);
  const realtime: MemoryRealtime = createMemoryRealtime();
  const client = await sandboxClient(sandbox, 'admin@example.com');
  renderApp({ client, path, realtime });
  const list = await screen.findByRole('table', { name: table });
  await waitFor(() => expect(within(list).getByRole('link', { name })).toBeInTheDocument());
  // The first load and the reload after the channel's subscription are done.
  await waitFor(() => expect(reads.length).toBeGreaterThanOrEqual(2));

  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  await act(() => vi.advanceTimersByTimeAsync(0));
  const first = Date.now();
  const readsSince = () => reads.filter((time) => time > first);
  const rename = (to: string) => {
    const stored = sandbox.store.get(resource, id);
    if (stored) stored.name = to;
  };

  rename(`${name}, renamed`);
  act(() => realtime.emit(channel, 'update', { id }));
  await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE));
  await advanceUntil(() => expect(readsSince()).toEqual([first + DEBOUNCE]));
  await advanceUntil(() =>
    expect(within(list).getByRole('link', { name: `${name}, renamed` })).toBeInTheDocument(),
  );

  // A burst inside the 5 s (another update, a create, a delete): one reload, when the 5 s are up.
  rename(`${name}, renamed again`);
  for (const event of ['update', 'create', 'delete']) {
    await act(() => vi.advanceTimersByTimeAsync(1000));
    act(() => realtime.emit(channel, event, { id }));
  }
  await act(() => vi.advanceTimersByTimeAsync(first + 5_000 + DEBOUNCE - 1 - Date.now()));
  expect(readsSince()).toEqual([first + DEBOUNCE]);
  expect(within(list).getByRole('link', { name: `${name}, renamed` })).toBeInTheDocument();
  await act(() => vi.advanceTimersByTimeAsync(1));
  await advanceUntil(() => expect(readsSince()).toEqual([first + DEBOUNCE, first + 5_000 + DEBOUNCE]));
  await advanceUntil(() =>
    expect(within(list).getByRole('link', { name: `${name}, renamed again` })).toBeInTheDocument(),
  );

  // Nothing else changed on the listed canteens' channels: nothing else is read.
  act(() => realtime.emit(channel.replace(/\d+$/, String(id + 1000)), 'update', { id: id + 1000 }));
  await act(() => vi.advanceTimersByTimeAsync(20_000));
  expect(readsSince()).toHaveLength(2);
}

describe('an open canteen list and its canteens’ realtime channels', () => {
  it('reloads the cloud canteen list on private-cloudcanteens-{id}, at most once per 5 s', async () => {
    const { sandbox, id } = await canteenSandbox();
    // The test's canteen is a copy of the seeded one: a name of its own tells them apart.
    const stored = sandbox.store.get('cloud-canteens', id);
    if (stored) stored.name = 'Night shift canteen';
    await expectListFollowsChannel({
      sandbox,
      path: '/companies/1/cloudcanteens',
      table: 'Cloud canteens list',
      resource: 'cloud-canteens',
      id,
      channel: `private-cloudcanteens-${id}`,
      name: 'Night shift canteen',
    });
  });

  it('reloads the residential canteen list on private-residentialcanteens-{id}, at most once per 5 s', async () => {
    await expectListFollowsChannel({
      sandbox: createSandbox({ orderCount: 10, log: () => undefined }),
      path: '/residential-canteens',
      table: 'Residential canteens list',
      resource: 'residential-canteens',
      id: 1,
      channel: 'private-residentialcanteens-1',
      name: 'Riverside residence',
    });
  });
});
