import { describe, expect, it } from 'vitest';

import type { OrderStatus } from '../types/order.js';
import { isAwaitingPreparation } from './isAwaitingPreparation.js';

describe('isAwaitingPreparation', () => {
  it.each<[OrderStatus, boolean | undefined, boolean]>([
    ['approved', false, true],
    ['approved', undefined, true],
    ['approved', true, false],
    ['new', false, false],
    ['cancelled', false, false],
    ['init-payment', false, false],
  ])('status %s, preparationConfirmed %j gives %j', (status, preparationConfirmed, expected) => {
    expect(isAwaitingPreparation({ status, preparationConfirmed })).toBe(expected);
  });
});
