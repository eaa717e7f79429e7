import { describe, expect, it } from 'vitest';

import type { CanteenRule, Order } from '../types/order.js';
import { canteenCutoffs } from './canteenCutoffs.js';
import type { CanteenCutoff } from './types.js';

type Input = Pick<Order, 'canteenRules' | 'canteenData'>;
const rule = (cutoffTime: string): CanteenRule => ({ cutoffTime, limit: 999 });
const notified = (...cutoffs: string[]): Input['canteenData'] => ({
  collected_orders_notification: cutoffs.map((cutoffTime) => ({ cutoffTime })),
});

describe('canteenCutoffs', () => {
  it.each<[string, Input, CanteenCutoff[]]>([
    ['no rules', {}, []],
    ['null rules', { canteenRules: null, canteenData: null }, []],
    [
      'one rule',
      { canteenRules: [rule('2024-05-01 10:00:00')] },
      [{ cutoffTime: '2024-05-01 10:00:00', confirmed: false }],
    ],
    [
      'rules out of order, sorted by time',
      {
        canteenRules: [rule('2024-05-01 11:00:00'), rule('2024-05-01 09:30:00'), rule('2024-04-30 23:00:00')],
      },
      [
        { cutoffTime: '2024-04-30 23:00:00', confirmed: false },
        { cutoffTime: '2024-05-01 09:30:00', confirmed: false },
        { cutoffTime: '2024-05-01 11:00:00', confirmed: false },
      ],
    ],
    [
      'the same cutoff twice, counted once',
      { canteenRules: [rule('2024-05-01 10:00:00'), rule('2024-05-01 10:00:00')] },
      [{ cutoffTime: '2024-05-01 10:00:00', confirmed: false }],
    ],
    [
      'a notification for one cutoff',
      {
        canteenRules: [rule('2024-05-01 10:00:00'), rule('2024-05-01 11:00:00')],
        canteenData: notified('2024-05-01 11:00:00'),
      },
      [
        { cutoffTime: '2024-05-01 10:00:00', confirmed: false },
        { cutoffTime: '2024-05-01 11:00:00', confirmed: true },
      ],
    ],
    [
      'a notification for another cutoff',
      { canteenRules: [rule('2024-05-01 10:00:00')], canteenData: notified('2024-05-02 10:00:00') },
      [{ cutoffTime: '2024-05-01 10:00:00', confirmed: false }],
    ],
    [
      'unreadable cutoffs last, in text order, matched by text',
      {
        canteenRules: [
          rule('tomorrow'),
          rule('2024-05-01 10:00:00'),
          rule('later'),
          rule('2024-04-01 10:00:00'),
          rule('2024-04-01 10:00'),
        ],
        canteenData: notified('later'),
      },
      [
        { cutoffTime: '2024-04-01 10:00:00', confirmed: false },
        { cutoffTime: '2024-05-01 10:00:00', confirmed: false },
        { cutoffTime: '2024-04-01 10:00', confirmed: false },
        { cutoffTime: 'later', confirmed: true },
        { cutoffTime: 'tomorrow', confirmed: false },
      ],
    ],
  ])('%s', (_label, order, expected) => {
    expect(canteenCutoffs(order)).toEqual(expected);
  });

  it('ignores a notification that names no cutoff', () => {
    const order = {
      canteenRules: [rule('2024-05-01 10:00:00')],
      canteenData: { collected_orders_notification: [{ sentAt: '2024-05-01T08:00:00Z' }] },
    } as unknown as Input;
    expect(canteenCutoffs(order)).toEqual([{ cutoffTime: '2024-05-01 10:00:00', confirmed: false }]);
  });

  it('does not reorder the rules of the order', () => {
    const rules = Object.freeze([rule('2024-05-01 11:00:00'), rule('2024-05-01 10:00:00')]);
    canteenCutoffs({ canteenRules: rules as CanteenRule[] });
    expect(rules.map((r) => r.cutoffTime)).toEqual(['2024-05-01 11:00:00', '2024-05-01 10:00:00']);
  });
});
