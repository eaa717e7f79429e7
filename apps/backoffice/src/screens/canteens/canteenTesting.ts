// Test data of the canteen screens' tests: a sandbox whose cloud canteen has rules on fixed days, so no test
// depends on the hour it runs at (the seeded rules follow the clock).
import { resources } from '@backoffice/api';
import type { Sandbox } from '@backoffice/sandbox';
import { createSandbox } from '@backoffice/sandbox';

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
