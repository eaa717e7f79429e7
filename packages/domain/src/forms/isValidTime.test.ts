import { describe, expect, it } from 'vitest';

import { isValidTime } from './isValidTime.js';

describe('isValidTime', () => {
  it.each<[string | null | undefined, boolean]>([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['00:00:00', true],
    ['23:59:59', true],
    ['12:30:05', true],
    ['24:00', false],
    ['23:60', false],
    ['23:59:60', false],
    ['9:30', false],
    ['09:3', false],
    ['0930', false],
    ['09:30:', false],
    ['09:30:5', false],
    [' 09:30', false],
    ['09:30 ', false],
    ['09.30', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%j → %s', (text, expected) => {
    expect(isValidTime(text)).toBe(expected);
  });
});
