import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { canteenCutoffProgress } from './canteenCutoffProgress.js';
import type { CanteenCutoffProgress } from './types.js';

type Input = Pick<Order, 'canteenRules' | 'canteenData'>;
const rules = ['2024-05-01 10:00:00', '2024-05-01 11:00:00', '2024-05-01 12:00:00'].map((cutoffTime) => ({
  cutoffTime,
  limit: 10,
}));
const notified = (...cutoffs: string[]) => ({
  collected_orders_notification: cutoffs.map((cutoffTime) => ({ cutoffTime })),
});

describe('canteenCutoffProgress', () => {
  it.each<[string, Input, CanteenCutoffProgress]>([
    ['no rules', {}, { confirmed: 0, total: 0 }],
    ['three cutoffs, none confirmed', { canteenRules: rules }, { confirmed: 0, total: 3 }],
    [
      'three cutoffs, one confirmed',
      { canteenRules: rules, canteenData: notified('2024-05-01 11:00:00') },
      { confirmed: 1, total: 3 },
    ],
    [
      'all confirmed, one notification repeated',
      {
        canteenRules: rules,
        canteenData: notified(
          '2024-05-01 10:00:00',
          '2024-05-01 11:00:00',
          '2024-05-01 12:00:00',
          '2024-05-01 12:00:00',
        ),
      },
      { confirmed: 3, total: 3 },
    ],
    [
      'a notification for no rule',
      { canteenRules: rules, canteenData: notified('2024-05-02 10:00:00') },
      { confirmed: 0, total: 3 },
    ],
  ])('%s', (_label, order, expected) => {
    expect(canteenCutoffProgress(order)).toEqual(expected);
  });
});
