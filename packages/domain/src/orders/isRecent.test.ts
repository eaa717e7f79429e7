import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { isRecent } from './isRecent.js';

const now = new Date('2024-05-01T12:00:00Z');

describe('isRecent', () => {
  it.each<[string, Pick<Order, 'deliveryJob' | 'requiredDeliveryTime'>, boolean]>([
    [
      'a delivery job, past time',
      { deliveryJob: { id: 1 }, requiredDeliveryTime: '2024-04-01T12:00:00Z' },
      true,
    ],
    ['no required time', { deliveryJob: null, requiredDeliveryTime: null }, true],
    ['nothing set', {}, true],
    ['an unreadable time', { requiredDeliveryTime: 'later' }, true],
    ['a future time', { requiredDeliveryTime: '2024-05-01T12:00:01Z' }, true],
    ['a time equal to now', { requiredDeliveryTime: '2024-05-01T12:00:00Z' }, false],
    ['a past time', { requiredDeliveryTime: '2024-05-01T11:59:59Z' }, false],
  ])('%s gives %j', (_label, order, expected) => {
    expect(isRecent(order, now)).toBe(expected);
  });
});
