// Test data of the canteen screens' tests: a sandbox whose cloud canteen has rules on fixed days, so no test
// depends on the hour it runs at (the seeded rules follow the clock).
import { resources } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';
import { act } from '@testing-library/react';
import { vi } from 'vitest';

import { sandboxClient } from '../../testing/sandboxApp';

/** The seeded cloud canteen with fixed rules, so the test does not depend on the hour it runs at. */
export const fixedCanteen = {
  name: 'Acme office canteen',
  deliveryTime: '12:00',
  cutoffTime: '2023-08-30 11:00:00',
  relatedRestaurants: [
    {
      restaurant: '/api/v1/restaurants/4',
      rules: [
        { cutoffTime: '2023-08-30 08:00:00', limit: 50 },
        { cutoffTime: '2023-08-30 09:00:00', limit: 999 },
      ],
      cutoffTimeOverride: '2023-08-28 16:30:00',
    },
    {
      restaurant: '/api/v1/restaurants/1',
      rules: [{ cutoffTime: '2023-08-30 10:00:00', limit: 999 }],
      cutoffTimeOverride: null,
    },
  ],
};

let nextCanteenId = 900;

/**
 * A sandbox with a cloud canteen of the first company holding {@link fixedCanteen}'s rules, under an id no other
 * test uses: the app reads through SWR's shared cache, so each test's canteen has keys of its own.
 */
export async function canteenSandbox(): Promise<{ sandbox: Sandbox; id: number }> {
  const sandbox = createSandbox({ orderCount: 10, log: () => undefined });
  nextCanteenId += 1;
  const id = nextCanteenId;
  sandbox.store.insert('cloud-canteens', {
    ...(sandbox.store.get('cloud-canteens', 1) ?? {}),
    id,
    relatedRestaurants: [],
  });
  const client = await sandboxClient(sandbox, 'admin@example.com');
  await resources.cloudCanteens.update(client, id, fixedCanteen);
  return { sandbox, id };
}

// Captured before any test fakes the timers: advanceUntil lets real work settle between its tries.
const realSetTimeout = globalThis.setTimeout;

/** Under fake timers: lets promises and real work settle (the clock stays put) until `check` passes. */
export async function advanceUntil(check: () => void, maxSteps = 500): Promise<void> {
  for (let step = 0; ; step += 1) {
    try {
      check();
      return;
    } catch (error) {
      if (step >= maxSteps) throw error;
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
        await new Promise((resolve) => realSetTimeout(resolve, 5));
      });
    }
  }
}

/**
 * Records the (possibly fake) time of every GET the sandbox answers whose path `matches`: the reads a screen makes
 * of a list or an item.
 */
export function recordReads(sandbox: Sandbox, matches: (pathname: string) => boolean): number[] {
  const reads: number[] = [];
  const original = sandbox.fetch.bind(sandbox);
  sandbox.fetch = (request: Request) => {
    if (request.method === 'GET' && matches(new URL(request.url).pathname)) reads.push(Date.now());
    return original(request);
  };
  return reads;
}
