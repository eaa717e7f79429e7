import { DELIVERY_JOB_STATUSES, ORDER_STATUSES } from '@backoffice/domain';
import { describe, expect, it } from 'vitest';

import { toDeliveryJobStatusTone, toOrderStatusTone } from './toStatusTone';

describe('toOrderStatusTone', () => {
  it.each([
    ['init-payment', 'yellow'],
    ['new', 'info'],
    ['cancelled', 'warning'],
    ['cancelled-after-approval', 'error'],
    ['approved', 'success'],
    ['anything-else', 'success'],
  ])('shows %s as %s', (status, tone) => {
    expect(toOrderStatusTone(status)).toBe(tone);
  });

  it('gives every known order status a tone', () => {
    expect(ORDER_STATUSES.map(toOrderStatusTone)).toEqual(['yellow', 'info', 'success', 'warning', 'error']);
  });
});

describe('toDeliveryJobStatusTone', () => {
  it.each([
    ['error', 'error'],
    ['cancelled', 'warning'],
    ['finished', 'success'],
    ['delivered', 'success'],
    ['closed', 'neutral'],
    ['merged', 'neutral'],
    ['picking', 'info'],
    ['in_progress', 'info'],
    ['searching', 'info'],
    ['not-a-status', 'yellow'],
    ['', 'yellow'],
  ])('shows %s as %s', (status, tone) => {
    expect(toDeliveryJobStatusTone(status)).toBe(tone);
  });

  it('never shows a known status yellow', () => {
    expect(DELIVERY_JOB_STATUSES.map(toDeliveryJobStatusTone)).not.toContain('yellow');
  });
});
