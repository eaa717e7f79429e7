import { describe, expect, it } from 'vitest';

import { formatTime } from './formatTime.js';

describe('formatTime', () => {
  it.each<[string, Parameters<typeof formatTime>[0], string | undefined, string]>([
    ['morning, zero-padded', new Date(2024, 0, 5, 9, 7, 3), undefined, '09:07'],
    ['midnight', new Date(2024, 0, 5, 0, 0, 0), undefined, '00:00'],
    ['last minute of the day, 24-hour clock', new Date(2024, 0, 5, 23, 59, 59), undefined, '23:59'],
    ['summer time in London', '2023-08-30T10:00:00Z', 'Europe/London', '11:00'],
    ['winter time in London', '2023-12-30T10:00:00Z', 'Europe/London', '10:00'],
    ['invalid', 'nope', undefined, ''],
  ])('%s', (_label, input, timeZone, expected) => {
    expect(formatTime(input, timeZone === undefined ? {} : { timeZone })).toBe(expected);
  });
});
