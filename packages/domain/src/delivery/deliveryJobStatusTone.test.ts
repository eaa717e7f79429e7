import { describe, expect, it } from 'vitest';

import { DELIVERY_JOB_STATUSES } from '../constants/index.js';
import { deliveryJobStatusTone } from './deliveryJobStatusTone.js';
import type { DeliveryJobStatusTone } from './types.js';

describe('deliveryJobStatusTone', () => {
  it.each<[string | null | undefined, DeliveryJobStatusTone]>([
    ['initialized', 'info'],
    ['queued', 'info'],
    ['pending', 'info'],
    ['searching', 'info'],
    ['grouping', 'info'],
    ['in_progress', 'progress'],
    ['picking', 'progress'],
    ['almost_picking', 'progress'],
    ['waiting_at_pickup', 'progress'],
    ['delivering', 'progress'],
    ['almost_delivering', 'progress'],
    ['waiting_at_dropoff', 'progress'],
    ['finished', 'success'],
    ['delivered', 'success'],
    ['closed', 'neutral'],
    ['merged', 'neutral'],
    ['cancelled', 'warning'],
    ['error', 'error'],
    ['teleporting', 'yellow'],
    ['', 'yellow'],
    [null, 'yellow'],
    [undefined, 'yellow'],
  ])('shows %j as %s', (status, tone) => {
    expect(deliveryJobStatusTone(status)).toBe(tone);
  });

  it('shows only unknown statuses yellow', () => {
    expect(DELIVERY_JOB_STATUSES.filter((status) => deliveryJobStatusTone(status) === 'yellow')).toEqual([]);
  });
});
