import { describe, expect, it } from 'vitest';

import type { Order } from '../types/order.js';
import { shouldPromptIncoming } from './shouldPromptIncoming.js';

type Input = Parameters<typeof shouldPromptIncoming>[0];
const now = new Date('2024-05-01T12:00:00Z');
const order = (overrides: Partial<Order>): Input => ({
  status: 'approved',
  startPrepareAt: '2024-05-01T12:00:30Z',
  preparationConfirmed: false,
  userProfile: { firstName: 'Ada' },
  ...overrides,
});

describe('shouldPromptIncoming', () => {
  it.each<[string, Input, boolean]>([
    ['prepare start exactly 30 s away', order({}), true],
    ['prepare start 31 s away', order({ startPrepareAt: '2024-05-01T12:00:31Z' }), false],
    ['prepare start now', order({ startPrepareAt: '2024-05-01T12:00:00Z' }), true],
    ['prepare start already passed', order({ startPrepareAt: '2024-05-01T11:00:00Z' }), true],
    ['a new order', order({ status: 'new' }), true],
    ['a cancelled order', order({ status: 'cancelled' }), false],
    ['an unpaid order', order({ status: 'init-payment' }), false],
    ['a preparation-confirmed order', order({ preparationConfirmed: true }), false],
    ['a canteen order', order({ userProfile: null }), false],
    ['no prepare start', order({ startPrepareAt: null }), false],
    ['an unreadable prepare start', order({ startPrepareAt: 'soon' }), false],
  ])('%s gives %j', (_label, input, expected) => {
    expect(shouldPromptIncoming(input, now)).toBe(expected);
  });
});
