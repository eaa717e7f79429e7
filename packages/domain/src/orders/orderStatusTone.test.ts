import { describe, expect, it } from 'vitest';

import { ORDER_STATUSES } from '../constants/index.js';
import { orderStatusTone } from './orderStatusTone.js';

describe('orderStatusTone', () => {
  it.each([
    ['init-payment', 'yellow'],
    ['new', 'info'],
    ['cancelled', 'warning'],
    ['cancelled-after-approval', 'error'],
    ['approved', 'success'],
    ['something-new', 'success'],
    [null, 'success'],
    [undefined, 'success'],
  ] as const)('shows %j as %s', (status, tone) => {
    expect(orderStatusTone(status)).toBe(tone);
  });

  it('gives a tone to every known status', () => {
    expect(ORDER_STATUSES.map(orderStatusTone)).toEqual(['yellow', 'info', 'success', 'warning', 'error']);
  });
});
