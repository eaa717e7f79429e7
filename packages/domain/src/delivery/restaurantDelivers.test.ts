import { describe, expect, it } from 'vitest';

import type { DeliveryJob } from '../types/delivery.js';
import { restaurantDelivers } from './restaurantDelivers.js';

describe('restaurantDelivers', () => {
  it.each<[string, DeliveryJob | null | undefined, boolean]>([
    ['no job', null, true],
    ['job undefined', undefined, true],
    ['restaurant_managed primary method', { id: 1, primaryDeliveryMethod: 'restaurant_managed' }, true],
    ['restaurant_managed under the older name', { id: 1, primaryMethod: 'restaurant_managed' }, true],
    ['a courier primary method', { id: 1, primaryDeliveryMethod: 'wolt' }, false],
    ['a courier under the older name', { id: 1, primaryMethod: 'stuart' }, false],
    [
      'primaryDeliveryMethod wins over primaryMethod',
      { id: 1, primaryDeliveryMethod: 'wolt', primaryMethod: 'restaurant_managed' },
      false,
    ],
    ['a job with no method', { id: 1 }, false],
    [
      'only the active method restaurant_managed',
      { id: 1, activeDeliveryMethod: 'restaurant_managed' },
      false,
    ],
  ])('%s gives %j', (_label, deliveryJob, expected) => {
    expect(restaurantDelivers({ deliveryJob })).toBe(expected);
  });
});
