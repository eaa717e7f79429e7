import { describe, expect, it } from 'vitest';

import { cutoffReference } from './cutoffReference.js';

describe('cutoffReference', () => {
  it('is the delivery after the first valid cutoff: its day, or the next when the delivery time is earlier', () => {
    expect(
      cutoffReference(
        [
          { cutoffTime: '2023-08-29 10:00:00', limit: 50 },
          { cutoffTime: '2023-08-29 11:00:00', limit: 999 },
        ],
        '12:00',
      ),
    ).toBe('2023-08-29 12:00:00');
    // A 16:00 cutoff is for the next day's 12:00 delivery; the round may run past midnight.
    expect(
      cutoffReference(
        [
          { cutoffTime: '2023-08-29 16:00:00', limit: 50 },
          { cutoffTime: '2023-08-30 08:00:00', limit: 999 },
        ],
        '12:00',
      ),
    ).toBe('2023-08-30 12:00:00');
    expect(cutoffReference([{ cutoffTime: '2023-12-31 23:00:00', limit: 1 }], '01:00')).toBe(
      '2024-01-01 01:00:00',
    );
    expect(cutoffReference([{ cutoffTime: '2024-01-02 08:00:00', limit: 1 }], '09:30:15')).toBe(
      '2024-01-02 09:30:15',
    );
  });

  it('skips malformed cutoffs and falls back to the default reference day', () => {
    expect(
      cutoffReference(
        [
          { cutoffTime: 'soon', limit: 1 },
          { cutoffTime: '2023-09-01 08:00:00', limit: 1 },
        ],
        '12:00',
      ),
    ).toBe('2023-09-01 12:00:00');
    expect(cutoffReference([], '12:00')).toBe('2023-08-30 12:00:00');
    expect(cutoffReference(null, '12:00')).toBe('2023-08-30 12:00:00');
  });

  it('uses the end of the day without a valid delivery time', () => {
    expect(cutoffReference([], null)).toBe('2023-08-30 23:59:00');
    expect(cutoffReference([], '25:00')).toBe('2023-08-30 23:59:00');
  });
});
