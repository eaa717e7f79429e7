import { describe, expect, it } from 'vitest';

import type { DeliveryJob } from '../types/delivery.js';
import { orderDeadline } from './orderDeadline.js';

const REQUIRED = '2024-05-01T13:00:00Z';
const job = (overrides: Partial<DeliveryJob>): DeliveryJob => ({
  id: 1,
  primaryDeliveryMethod: 'wolt',
  etaToPickup: '2024-05-01T12:10:00Z',
  pickupTime: '2024-05-01T12:15:00Z',
  etaToDropoff: '2024-05-01T12:40:00Z',
  ...overrides,
});

describe('orderDeadline', () => {
  it.each<[string, DeliveryJob | null, string | null, string | null]>([
    ['no job: the required time', null, REQUIRED, REQUIRED],
    [
      'restaurant_managed: the required time',
      job({ primaryDeliveryMethod: 'restaurant_managed', courierStatus: 'delivering' }),
      REQUIRED,
      REQUIRED,
    ],
    ['restaurant delivers with no required time', null, null, null],
    ['before pickup: etaToPickup', job({ courierStatus: 'picking' }), REQUIRED, '2024-05-01T12:10:00Z'],
    ['before pickup, no courier status yet', job({ courierStatus: null }), REQUIRED, '2024-05-01T12:10:00Z'],
    [
      'before pickup without eta: pickupTime',
      job({ courierStatus: 'searching', etaToPickup: null }),
      REQUIRED,
      '2024-05-01T12:15:00Z',
    ],
    [
      'before pickup with an unreadable eta: pickupTime',
      job({ courierStatus: 'queued', etaToPickup: 'n/a' }),
      REQUIRED,
      '2024-05-01T12:15:00Z',
    ],
    [
      'before pickup with nothing: the required time',
      job({ courierStatus: 'queued', etaToPickup: null, pickupTime: null }),
      REQUIRED,
      REQUIRED,
    ],
    [
      'while delivering: etaToDropoff',
      job({ courierStatus: 'almost_delivering' }),
      REQUIRED,
      '2024-05-01T12:40:00Z',
    ],
    ['when delivered: etaToDropoff', job({ courierStatus: 'delivered' }), REQUIRED, '2024-05-01T12:40:00Z'],
    [
      'while delivering without eta: the required time',
      job({ courierStatus: 'delivering', etaToDropoff: null }),
      REQUIRED,
      REQUIRED,
    ],
    [
      'while delivering with nothing: none',
      job({ courierStatus: 'delivering', etaToDropoff: null }),
      null,
      null,
    ],
  ])('%s', (_label, deliveryJob, requiredDeliveryTime, expected) => {
    expect(orderDeadline({ deliveryJob, requiredDeliveryTime })).toEqual(
      expected === null ? null : new Date(expected),
    );
  });
});
