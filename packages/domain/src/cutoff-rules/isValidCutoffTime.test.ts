import { describe, expect, it } from 'vitest';

import { isValidCutoffTime } from './isValidCutoffTime.js';

describe('isValidCutoffTime', () => {
  it.each<[string | null | undefined, boolean]>([
    ['2023-08-30 10:00:00', true],
    ['2024-02-29 23:59:59', true],
    ['2024-03-31 01:30:00', true],
    ['2023-02-29 10:00:00', false],
    ['2023-08-30 10:00', false],
    ['2023-08-30T10:00:00', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (text, expected) => {
    expect(isValidCutoffTime(text)).toBe(expected);
  });
});
