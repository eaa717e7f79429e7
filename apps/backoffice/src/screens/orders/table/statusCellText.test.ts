import { describe, expect, it } from 'vitest';

import { statusCellText } from './statusCellText';

const withReason = (status: string, reason: string) => `${status}: ${reason}`;
const reason = 'Restaurant closed early because of a power cut';

describe('statusCellText', () => {
  it.each([
    ['superAdmin', 'Cancelled: Restaurant closed earl…'],
    ['companyAdmin', 'Cancelled: Restaurant closed earl…'],
    ['fallback', 'Cancelled: Restaurant closed…'],
  ] as const)('cuts the reason for the %s table and keeps it whole for the tooltip', (variant, label) => {
    expect(
      statusCellText({ status: 'cancelled', cancelReason: reason }, variant, 'Cancelled', withReason),
    ).toEqual({ label, full: `Cancelled: ${reason}` });
  });

  it.each([
    ['a'.repeat(22), 'superAdmin'],
    ['a'.repeat(18), 'fallback'],
  ] as const)('shows a reason of exactly the limit whole, with no tooltip (%s)', (text, variant) => {
    expect(
      statusCellText(
        { status: 'cancelled-after-approval', cancelReason: text },
        variant,
        'Cancelled',
        withReason,
      ),
    ).toEqual({ label: `Cancelled: ${text}` });
  });

  it('falls back to the admin’s cancel reason', () => {
    expect(
      statusCellText(
        { status: 'cancelled', adminCancelReason: 'Duplicate' },
        'superAdmin',
        'Cancelled',
        withReason,
      ),
    ).toEqual({ label: 'Cancelled: Duplicate' });
  });

  it('shows only the status word for an order that is not cancelled, or has no reason', () => {
    expect(statusCellText({ status: 'new', cancelReason: reason }, 'superAdmin', 'New', withReason)).toEqual({
      label: 'New',
    });
    expect(
      statusCellText({ status: 'cancelled', cancelReason: null }, 'fallback', 'Cancelled', withReason),
    ).toEqual({
      label: 'Cancelled',
    });
  });
});
