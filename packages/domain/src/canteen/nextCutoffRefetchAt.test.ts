import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { nextCutoffRefetchAt } from './nextCutoffRefetchAt.js';

type Input = Parameters<typeof nextCutoffRefetchAt>[0];
const now = new Date(2024, 4, 1, 10, 0, 0);
const rules = (...cutoffs: string[]): Pick<Order, 'canteenRules'> => ({
  canteenRules: cutoffs.map((cutoffTime) => ({ cutoffTime, limit: 999 })),
});

describe('nextCutoffRefetchAt', () => {
  it.each<[string, Input, Date | null]>([
    ['no cutoffs', {}, null],
    ['only past cutoffs', rules('2024-05-01 09:00:00', '2024-05-01 09:59:40'), null],
    [
      'the next rule cutoff, plus 20 s',
      rules('2024-05-01 12:00:00', '2024-05-01 11:00:00', '2024-05-01 09:00:00'),
      new Date(2024, 4, 1, 11, 0, 20),
    ],
    ['a cutoff exactly at now', rules('2024-05-01 10:00:00'), new Date(2024, 4, 1, 10, 0, 20)],
    ['a cutoff 19 s ago', rules('2024-05-01 09:59:41'), new Date(2024, 4, 1, 10, 0, 1)],
    ['a cutoff exactly 20 s ago', rules('2024-05-01 09:59:40'), null],
    ['the order cutoff', { cutoffTime: '2024-05-01 10:30:00' }, new Date(2024, 4, 1, 10, 30, 20)],
    [
      'the cloud canteen cutoff',
      { cloudcanteen: { identifier: 'cc', cutoffTime: '2024-05-01 10:45:00' } },
      new Date(2024, 4, 1, 10, 45, 20),
    ],
    [
      'the residential canteen cutoff',
      { residentialcanteen: { identifier: 'rc', cutoffTime: '2024-05-02 08:00:00' } },
      new Date(2024, 4, 2, 8, 0, 20),
    ],
    [
      'the earliest of all sources',
      {
        ...rules('2024-05-01 12:00:00'),
        cutoffTime: '2024-05-01 11:00:00',
        cloudcanteen: { identifier: 'cc', cutoffTime: '2024-05-01 10:15:00' },
      },
      new Date(2024, 4, 1, 10, 15, 20),
    ],
    [
      'unreadable cutoffs skipped',
      { ...rules('soon'), cutoffTime: '2024-05-01 10:05:00' },
      new Date(2024, 4, 1, 10, 5, 20),
    ],
  ])('%s', (_label, order, expected) => {
    expect(nextCutoffRefetchAt(order, now)).toEqual(expected);
  });
});
