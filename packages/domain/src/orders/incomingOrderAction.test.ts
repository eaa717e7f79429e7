import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { incomingOrderAction } from './incomingOrderAction.js';

type Input = Parameters<typeof incomingOrderAction>[0];
const now = new Date('2024-05-01T12:00:00Z');
const order = (overrides: Partial<Order>): Input => ({
  status: 'new',
  isActiveForRestaurant: true,
  startPrepareAt: '2024-05-01T12:00:30Z',
  preparationConfirmed: false,
  userProfile: { firstName: 'Ada' },
  deliveryJob: null,
  ...overrides,
});

describe('incomingOrderAction', () => {
  it.each<[string, Input, ReturnType<typeof incomingOrderAction>]>([
    ['a new order', order({}), 'approve'],
    ['a pre-order for tonight, new', order({ startPrepareAt: '2024-05-01T19:30:00Z' }), 'approve'],
    ['a new order with no prepare start', order({ startPrepareAt: null }), 'approve'],
    ['an approved order due in 30 s', order({ status: 'approved' }), 'confirmPreparation'],
    [
      'an approved order due in 31 s',
      order({ status: 'approved', startPrepareAt: '2024-05-01T12:00:31Z' }),
      null,
    ],
    [
      'an approved order past its prepare start',
      order({ status: 'approved', startPrepareAt: '2024-05-01T11:00:00Z' }),
      'confirmPreparation',
    ],
    [
      'an approved, preparation-confirmed order',
      order({ status: 'approved', preparationConfirmed: true }),
      null,
    ],
    ['an order no longer active for the restaurant', order({ isActiveForRestaurant: false }), null],
    ['a cancelled order', order({ status: 'cancelled' }), null],
    ['an order cancelled after approval', order({ status: 'cancelled-after-approval' }), null],
    ['an unpaid order', order({ status: 'init-payment' }), null],
    [
      'a delivered order',
      order({ deliveryJob: { status: 'delivering', courierStatus: 'delivered' } as Order['deliveryJob'] }),
      null,
    ],
    ['a finished order', order({ deliveryJob: { status: 'finished' } as Order['deliveryJob'] }), null],
    ['a canteen order', order({ userProfile: null }), null],
  ])('%s gives %j', (_label, input, expected) => {
    expect(incomingOrderAction(input, now)).toBe(expected);
  });
});
