import { describe, expect, it } from 'vitest';

import { shiftCutoff } from './shiftCutoff.js';

describe('shiftCutoff', () => {
  it.each<[string | null, number, string]>([
    ['2023-08-30 10:00:00', -60, '2023-08-30 09:00:00'],
    ['2023-08-30 00:30:00', -60, '2023-08-29 23:30:00'],
    ['2024-03-01 00:00:00', -1440, '2024-02-29 00:00:00'],
    ['2024-03-31 02:30:00', -60, '2024-03-31 01:30:00'],
    ['2023-12-31 23:30:00', 60, '2024-01-01 00:30:00'],
    ['bad', -60, ''],
    [null, -60, ''],
  ])('%s by %i min → %s', (cutoff, minutes, expected) => {
    expect(shiftCutoff(cutoff, minutes)).toBe(expected);
  });
});
